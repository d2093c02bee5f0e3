ALTER TABLE "properties" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "other_hours_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "other_hours_consent_evidence" text DEFAULT '' NOT NULL;