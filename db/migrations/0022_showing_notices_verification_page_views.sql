CREATE TABLE "booking_page_views" (
	"property_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_page_views_property_id_visitor_key_day_pk" PRIMARY KEY("property_id","visitor_key","day")
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "landlords" ADD COLUMN "showing_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_page_views" ADD CONSTRAINT "booking_page_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;