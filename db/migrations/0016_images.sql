CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"prompt" text NOT NULL,
	"negative_prompt" text DEFAULT '' NOT NULL,
	"style" text NOT NULL,
	"filter" text NOT NULL,
	"seed" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"provider" text NOT NULL,
	"image_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"visibility" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_visibility_check" CHECK ("images"."visibility" in ('public', 'private'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "new_images_private" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_user_created_idx" ON "images" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "images_public_created_idx" ON "images" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "images"."visibility" = 'public' and "images"."hidden_at" is null;