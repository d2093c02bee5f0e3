CREATE TABLE "oracle_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"page" integer,
	"paragraph" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oracle_conversation_files" (
	"conversation_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "oracle_conversation_files_conversation_id_file_id_pk" PRIMARY KEY("conversation_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "oracle_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oracle_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea",
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"page_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oracle_files_progress_range" CHECK ("oracle_files"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "oracle_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oracle_chunks" ADD CONSTRAINT "oracle_chunks_file_id_oracle_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."oracle_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracle_chunks" ADD CONSTRAINT "oracle_chunks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracle_conversation_files" ADD CONSTRAINT "oracle_conversation_files_conversation_id_oracle_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."oracle_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracle_conversation_files" ADD CONSTRAINT "oracle_conversation_files_file_id_oracle_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."oracle_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracle_conversations" ADD CONSTRAINT "oracle_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracle_files" ADD CONSTRAINT "oracle_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oracle_messages" ADD CONSTRAINT "oracle_messages_conversation_id_oracle_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."oracle_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oracle_chunks_search_idx" ON "oracle_chunks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "oracle_chunks_file_idx" ON "oracle_chunks" USING btree ("file_id","position");--> statement-breakpoint
CREATE INDEX "oracle_conversations_user_idx" ON "oracle_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "oracle_files_user_idx" ON "oracle_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "oracle_messages_conversation_idx" ON "oracle_messages" USING btree ("conversation_id","created_at");