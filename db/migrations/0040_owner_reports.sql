CREATE TABLE "owner_reports" (
	"property_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_reports_property_id_landlord_id_pk" PRIMARY KEY("property_id","landlord_id")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "share_feedback_comments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_reports" ADD CONSTRAINT "owner_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_reports" ADD CONSTRAINT "owner_reports_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE cascade ON UPDATE no action;