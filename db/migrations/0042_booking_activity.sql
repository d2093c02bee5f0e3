CREATE TABLE "booking_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"channel" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_activity" ADD CONSTRAINT "booking_activity_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activity" ADD CONSTRAINT "booking_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_activity_booking_idx" ON "booking_activity" USING btree ("booking_id","at");--> statement-breakpoint
-- A booking's history is written once: rows are added, never rewritten. Only what the database
-- does for a deleted booking or user (trigger depth > 1) may remove a row or clear its user.
CREATE OR REPLACE FUNCTION forbid_booking_activity_rewrite() RETURNS trigger AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'booking_activity is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER booking_activity_append_only
  BEFORE UPDATE OR DELETE ON booking_activity
  FOR EACH ROW EXECUTE FUNCTION forbid_booking_activity_rewrite();
