ALTER TABLE "bookings" ADD COLUMN "refund_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_error" text;