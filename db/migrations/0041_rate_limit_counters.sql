-- The rate limits' counters become the app's own table (rate-limiter-flexible's layout goes):
-- spent only through showbook_spend_points (db/functions/rate_limits.sql). The windows still
-- open are carried over. The functions 0034 created are replaced from db/functions/.
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "rate_limit_counters" ("key", "points", "window_ends_at")
  SELECT "key", "points", to_timestamp("expire" / 1000.0) FROM "rate_limits" WHERE "expire" IS NOT NULL;--> statement-breakpoint
DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_idx" ON "rate_limit_counters" USING btree ("window_ends_at");
