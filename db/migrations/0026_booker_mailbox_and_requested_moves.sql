ALTER TABLE "bookings" ADD COLUMN "booker_mailbox" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "move_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "move_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "move_blocked_period" "tstzrange";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "move_showing_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "move_showing_time" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "move_declined_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_hold_mailbox_idx" ON "bookings" USING btree ("booker_mailbox") WHERE "bookings"."status" = 'pending_payment';