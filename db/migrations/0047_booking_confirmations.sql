CREATE TABLE "booking_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"party" text NOT NULL,
	"stage" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"asked_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answer_channel" text,
	"answered_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_confirmations_party_unique" UNIQUE("booking_id","party")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_confirmations" ADD CONSTRAINT "booking_confirmations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_confirmations" ADD CONSTRAINT "booking_confirmations_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_confirmations_phone_idx" ON "booking_confirmations" USING btree ("phone");--> statement-breakpoint
-- A request awaiting its confirmers holds its slot, as a request awaiting the agent does.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "property_id" WITH =,
    (tstzmultirange("blocked_period") + coalesce(tstzmultirange("move_blocked_period"), '{}'::tstzmultirange)) WITH &&
  )
  WHERE ("status" IN ('pending_payment', 'awaiting_confirmation', 'pending', 'confirmed', 'completed', 'no_show'));
