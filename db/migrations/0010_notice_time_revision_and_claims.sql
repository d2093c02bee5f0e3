DROP INDEX "notifications_once_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "time_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "enqueued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_per_time_idx" ON "notifications" USING btree ("booking_id","time_revision","recipient_role","channel","kind");--> statement-breakpoint
CREATE INDEX "notifications_relay_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."status" in ('queued', 'sending');