-- btree_gist: exclusion constraints mixing equality (property) and ranges (showing time).
-- pg_trgm: fast ILIKE search over names and addresses.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
