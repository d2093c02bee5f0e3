ALTER TABLE "external_calendars" ADD COLUMN "read_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "external_calendars" ADD COLUMN "over_cap_at" timestamp with time zone;