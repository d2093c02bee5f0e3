CREATE TABLE "access_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "access_details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "access_window_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "access_reveals" ADD CONSTRAINT "access_reveals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_reveals_booking_idx" ON "access_reveals" USING btree ("booking_id","revealed_at");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_access_window_check" CHECK ("properties"."access_window_hours" between 1 and 72);