CREATE TABLE "occupant_preference_links" (
	"property_id" uuid NOT NULL,
	"resident_id" uuid NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occupant_preference_links_property_id_resident_id_pk" PRIMARY KEY("property_id","resident_id")
);
--> statement-breakpoint
CREATE TABLE "occupant_unsuitable_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"resident_id" uuid NOT NULL,
	"weekdays" text[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "occupant_unsuitable_times_range" CHECK ("occupant_unsuitable_times"."start_time" < "occupant_unsuitable_times"."end_time" and cardinality("occupant_unsuitable_times"."weekdays") > 0)
);
--> statement-breakpoint
ALTER TABLE "occupant_preference_links" ADD CONSTRAINT "occupant_preference_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupant_preference_links" ADD CONSTRAINT "occupant_preference_links_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupant_unsuitable_times" ADD CONSTRAINT "occupant_unsuitable_times_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupant_unsuitable_times" ADD CONSTRAINT "occupant_unsuitable_times_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupant_unsuitable_times_property_idx" ON "occupant_unsuitable_times" USING btree ("property_id","resident_id");