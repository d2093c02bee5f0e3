CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"feed_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_feed_id_unique" UNIQUE("feed_id")
);
--> statement-breakpoint
CREATE TABLE "property_date_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kind" text NOT NULL,
	"start_time" text,
	"end_time" text,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_date_overrides_range_check" CHECK ("property_date_overrides"."end_date" >= "property_date_overrides"."start_date"),
	CONSTRAINT "property_date_overrides_hours_check" CHECK ("property_date_overrides"."kind" = 'blocked' or ("property_date_overrides"."start_time" is not null and "property_date_overrides"."end_time" is not null and "property_date_overrides"."start_time" < "property_date_overrides"."end_time"))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_date_overrides" ADD CONSTRAINT "property_date_overrides_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_date_overrides_property_idx" ON "property_date_overrides" USING btree ("property_id","start_date");