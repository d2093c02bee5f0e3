-- Usernames are public URLs (/profile/{username}) and compared regardless of case:
-- "QuietOtter417" and "quietotter417" must not both exist. The index also serves the
-- case-insensitive profile lookup.
CREATE UNIQUE INDEX IF NOT EXISTS "users_anonymous_username_lower_unique" ON "users" (lower("anonymous_username"));
