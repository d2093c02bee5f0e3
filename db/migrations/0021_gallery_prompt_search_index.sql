-- Gallery search matches any part of a prompt (ILIKE '%text%') and any part of a creator's
-- name. Trigram GIN indexes serve both; the prompt index covers only what the public gallery
-- may show, so private and hidden images neither bloat it nor appear through it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "images_public_prompt_trgm_idx" ON "images" USING gin ("prompt" gin_trgm_ops)
  WHERE "visibility" = 'public' AND "hidden_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_anonymous_username_trgm_idx" ON "users" USING gin (lower("anonymous_username") gin_trgm_ops);
