ALTER TABLE "bookings" ADD COLUMN "feedback_interest" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "feedback_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "feedback_at" = "updated_at" WHERE "feedback_rating" IS NOT NULL;
