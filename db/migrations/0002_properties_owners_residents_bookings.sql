CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"confirmation_number" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_period" "tstzrange" NOT NULL,
	"showing_date" date NOT NULL,
	"showing_time" text NOT NULL,
	"requester_type" text NOT NULL,
	"buyer_name" text DEFAULT '' NOT NULL,
	"buyer_email" text DEFAULT '' NOT NULL,
	"buyer_phone" text DEFAULT '' NOT NULL,
	"buyer_agent_name" text DEFAULT '' NOT NULL,
	"buyer_agent_email" text DEFAULT '' NOT NULL,
	"buyer_agent_phone" text DEFAULT '' NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"fee_cents" integer NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"stripe_payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"stripe_refund_id" text,
	"manage_token" text NOT NULL,
	"tenant_consent" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text DEFAULT '' NOT NULL,
	"completed_at" timestamp with time zone,
	"feedback" text DEFAULT '' NOT NULL,
	"feedback_rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_confirmation_number_unique" UNIQUE("confirmation_number"),
	CONSTRAINT "bookings_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "bookings_manage_token_unique" UNIQUE("manage_token"),
	CONSTRAINT "bookings_time_order_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"agent_name" text DEFAULT '' NOT NULL,
	"agent_phone" text DEFAULT '' NOT NULL,
	"agent_email" text DEFAULT '' NOT NULL,
	"agent_license" text DEFAULT '' NOT NULL,
	"agent_brokerage" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landlords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"is_company" boolean DEFAULT false NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"contact_person_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mailing_address_line1" text DEFAULT '' NOT NULL,
	"mailing_address_line2" text DEFAULT '' NOT NULL,
	"mailing_city" text DEFAULT '' NOT NULL,
	"mailing_state" text DEFAULT '' NOT NULL,
	"mailing_zip" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"address_line1" text NOT NULL,
	"unit_number" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT 'CA' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"full_address" text NOT NULL,
	"timezone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"private_showing_instructions" text DEFAULT '' NOT NULL,
	"showing_instructions" text DEFAULT '' NOT NULL,
	"availability_type" text DEFAULT 'custom' NOT NULL,
	"custom_availability" jsonb NOT NULL,
	"status" text DEFAULT 'listed' NOT NULL,
	"booking_approval" text DEFAULT 'automatic' NOT NULL,
	"buffer_time_minutes" integer DEFAULT 0 NOT NULL,
	"occupancy_status" text DEFAULT 'vacant' NOT NULL,
	"property_photo" text,
	"use_public_profile" boolean DEFAULT true NOT NULL,
	"showing_duration_minutes" integer DEFAULT 30 NOT NULL,
	"advance_notice_hours" integer DEFAULT 24 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"landlord_id" uuid,
	"owner_type" text,
	"owner_first_name" text DEFAULT '' NOT NULL,
	"owner_last_name" text DEFAULT '' NOT NULL,
	"owner_entity_name" text DEFAULT '' NOT NULL,
	"owner_entity_type" text DEFAULT '' NOT NULL,
	"owner_phone" text DEFAULT '' NOT NULL,
	"owner_email" text DEFAULT '' NOT NULL,
	"resident_id" uuid,
	"resident_type" text,
	"resident_first_name" text DEFAULT '' NOT NULL,
	"resident_last_name" text DEFAULT '' NOT NULL,
	"resident_phone" text DEFAULT '' NOT NULL,
	"resident_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_slug_unique" UNIQUE("slug"),
	CONSTRAINT "properties_buffer_check" CHECK ("properties"."buffer_time_minutes" in (0, 15, 30, 60)),
	CONSTRAINT "properties_advance_notice_check" CHECK ("properties"."advance_notice_hours" >= 24)
);
--> statement-breakpoint
CREATE TABLE "residents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"emergency_contact_name" text DEFAULT '' NOT NULL,
	"emergency_contact_phone" text DEFAULT '' NOT NULL,
	"lease_start_date" date,
	"lease_end_date" date,
	"monthly_rent" numeric(12, 2),
	"security_deposit" numeric(12, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD CONSTRAINT "agent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landlords" ADD CONSTRAINT "landlords_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_property_starts_idx" ON "bookings" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_agent_starts_idx" ON "bookings" USING btree ("agent_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "landlords_agent_idx" ON "landlords" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "properties_agent_idx" ON "properties" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "properties_full_address_trgm_idx" ON "properties" USING gin ("full_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "residents_agent_idx" ON "residents" USING btree ("agent_id");