CREATE TABLE "property_co_agents" (
	"property_id" uuid NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_co_agents_property_id_agent_user_id_pk" PRIMARY KEY("property_id","agent_user_id")
);
--> statement-breakpoint
CREATE TABLE "assisting_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"assistant_user_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assisting_agents_range_check" CHECK ("assisting_agents"."starts_on" <= "assisting_agents"."ends_on"),
	CONSTRAINT "assisting_agents_other_check" CHECK ("assisting_agents"."agent_user_id" <> "assisting_agents"."assistant_user_id")
);
--> statement-breakpoint
CREATE TABLE "office_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"office_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_invitations_role_check" CHECK ("office_invitations"."role" in ('manager', 'staff', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "office_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"role" text NOT NULL,
	"staff_reach" text DEFAULT 'all' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "office_members_role_check" CHECK ("office_members"."role" in ('manager', 'staff', 'agent')),
	CONSTRAINT "office_members_staff_reach_check" CHECK ("office_members"."staff_reach" in ('all', 'assigned'))
);
--> statement-breakpoint
-- The composite foreign keys below (assignments, assisting agents) point at this pair.
CREATE UNIQUE INDEX "office_members_office_user_idx" ON "office_members" USING btree ("office_id","user_id");--> statement-breakpoint
CREATE TABLE "office_staff_assignments" (
	"office_id" uuid NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"agent_user_id" uuid NOT NULL,
	CONSTRAINT "office_staff_assignments_staff_user_id_agent_user_id_pk" PRIMARY KEY("staff_user_id","agent_user_id")
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brokerage_licence" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"logo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "office_id" uuid;--> statement-breakpoint
ALTER TABLE "property_co_agents" ADD CONSTRAINT "property_co_agents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_co_agents" ADD CONSTRAINT "property_co_agents_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assisting_agents" ADD CONSTRAINT "assisting_agents_office_id_agent_user_id_office_members_office_id_user_id_fk" FOREIGN KEY ("office_id","agent_user_id") REFERENCES "public"."office_members"("office_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assisting_agents" ADD CONSTRAINT "assisting_agents_office_id_assistant_user_id_office_members_office_id_user_id_fk" FOREIGN KEY ("office_id","assistant_user_id") REFERENCES "public"."office_members"("office_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_invitations" ADD CONSTRAINT "office_invitations_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_invitations" ADD CONSTRAINT "office_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_invitations" ADD CONSTRAINT "office_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_members" ADD CONSTRAINT "office_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_members" ADD CONSTRAINT "office_members_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_staff_assignments" ADD CONSTRAINT "office_staff_assignments_office_id_staff_user_id_office_members_office_id_user_id_fk" FOREIGN KEY ("office_id","staff_user_id") REFERENCES "public"."office_members"("office_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_staff_assignments" ADD CONSTRAINT "office_staff_assignments_office_id_agent_user_id_office_members_office_id_user_id_fk" FOREIGN KEY ("office_id","agent_user_id") REFERENCES "public"."office_members"("office_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_co_agents_agent_idx" ON "property_co_agents" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "assisting_agents_assistant_idx" ON "assisting_agents" USING btree ("assistant_user_id","ends_on");--> statement-breakpoint
CREATE INDEX "assisting_agents_agent_idx" ON "assisting_agents" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "office_invitations_office_idx" ON "office_invitations" USING btree ("office_id","created_at");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_office_idx" ON "properties" USING btree ("office_id");