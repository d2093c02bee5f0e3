CREATE TABLE "buyer_agent_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"license_number" text DEFAULT '' NOT NULL,
	"brokerage_name" text DEFAULT '' NOT NULL,
	"specialties" text DEFAULT '' NOT NULL,
	"bookings_count" integer DEFAULT 0 NOT NULL,
	"first_contact" timestamp with time zone,
	"last_contact" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"showings" text DEFAULT '' NOT NULL,
	"bookings_count" integer DEFAULT 0 NOT NULL,
	"first_contact" timestamp with time zone,
	"last_contact" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"prospect_type" text NOT NULL,
	"property_address" text DEFAULT '' NOT NULL,
	"booking_date" date,
	"status" text DEFAULT 'Active' NOT NULL,
	"source_booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renter_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"lead_source" text DEFAULT '' NOT NULL,
	"budget_min" numeric(12, 2),
	"budget_max" numeric(12, 2),
	"move_in_date" date,
	"bedrooms_desired" integer,
	"bathrooms_desired" numeric(3, 1),
	"preferred_areas" text DEFAULT '' NOT NULL,
	"pets" text DEFAULT '' NOT NULL,
	"bookings_count" integer DEFAULT 0 NOT NULL,
	"first_contact" timestamp with time zone,
	"last_contact" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_agent_contacts" ADD CONSTRAINT "buyer_agent_contacts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_contacts" ADD CONSTRAINT "buyer_contacts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_source_booking_id_bookings_id_fk" FOREIGN KEY ("source_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renter_contacts" ADD CONSTRAINT "renter_contacts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_agent_contacts_email_idx" ON "buyer_agent_contacts" USING btree ("agent_id",lower("email")) WHERE "buyer_agent_contacts"."email" <> '';--> statement-breakpoint
CREATE INDEX "buyer_agent_contacts_agent_idx" ON "buyer_agent_contacts" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_contacts_email_idx" ON "buyer_contacts" USING btree ("agent_id",lower("email")) WHERE "buyer_contacts"."email" <> '';--> statement-breakpoint
CREATE INDEX "buyer_contacts_agent_idx" ON "buyer_contacts" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_email_type_idx" ON "prospects" USING btree ("agent_id",lower("email"),"prospect_type") WHERE "prospects"."email" <> '';--> statement-breakpoint
CREATE INDEX "prospects_agent_idx" ON "prospects" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renter_contacts_email_idx" ON "renter_contacts" USING btree ("agent_id",lower("email")) WHERE "renter_contacts"."email" <> '';--> statement-breakpoint
CREATE INDEX "renter_contacts_agent_idx" ON "renter_contacts" USING btree ("agent_id");