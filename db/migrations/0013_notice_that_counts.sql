CREATE TABLE "manual_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"method" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"given_by" text NOT NULL,
	"time_revision" integer DEFAULT 0 NOT NULL,
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_records" ADD COLUMN "missing" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "for_sale_notice_given_on" date;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "electronic_notice_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "residents" ADD COLUMN "electronic_notice_consent_evidence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "manual_notices" ADD CONSTRAINT "manual_notices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_notices" ADD CONSTRAINT "manual_notices_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_notices_booking_idx" ON "manual_notices" USING btree ("booking_id");