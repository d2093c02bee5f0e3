-- The public pages (booking, share, creator profile, gallery) are served from cached HTML
-- (lib/page-cache/cache-handler.mjs). Every change to what they show announces the cache tags
-- it makes stale on the channel showbook_page_cache, at commit, whichever process or job
-- made it; every web process listens and re-renders the pages carrying those tags.
CREATE OR REPLACE FUNCTION public_page_tags(source text, rec jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE source
    WHEN 'properties' THEN ARRAY['public:property:' || (rec->>'id'), 'public:agent:' || (rec->>'agent_id')]
    WHEN 'bookings' THEN ARRAY['public:property:' || (rec->>'property_id')]
    WHEN 'property_date_overrides' THEN ARRAY['public:property:' || (rec->>'property_id')]
    WHEN 'residents' THEN ARRAY['public:agent:' || (rec->>'agent_id')]
    WHEN 'external_calendars' THEN ARRAY['public:agent:' || (rec->>'agent_id')]
    WHEN 'agent_profiles' THEN ARRAY['public:agent:' || (rec->>'user_id')]
    WHEN 'images' THEN ARRAY['public:gallery', 'public:creator:' || (rec->>'user_id')]
    WHEN 'follows' THEN ARRAY['public:creator:' || (rec->>'follower_id'), 'public:creator:' || (rec->>'followee_id')]
    WHEN 'users' THEN ARRAY['public:gallery', 'public:creator:' || (rec->>'id'), 'public:agent:' || (rec->>'id')]
    ELSE ARRAY[]::text[]
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_public_page_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tags text[] := ARRAY[]::text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN tags := tags || public_page_tags(TG_TABLE_NAME, to_jsonb(OLD)); END IF;
  IF TG_OP <> 'DELETE' THEN tags := tags || public_page_tags(TG_TABLE_NAME, to_jsonb(NEW)); END IF;
  PERFORM pg_notify('showbook_page_cache', array_to_string(ARRAY(SELECT DISTINCT unnest(tags) ORDER BY 1), ','));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_public_page_change AFTER INSERT OR UPDATE OR DELETE ON properties FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
--> statement-breakpoint
CREATE TRIGGER bookings_public_page_change AFTER INSERT OR UPDATE OR DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
--> statement-breakpoint
CREATE TRIGGER property_date_overrides_public_page_change AFTER INSERT OR UPDATE OR DELETE ON property_date_overrides FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
--> statement-breakpoint
CREATE TRIGGER residents_public_page_change AFTER INSERT OR UPDATE OR DELETE ON residents FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
--> statement-breakpoint
CREATE TRIGGER external_calendars_public_page_change AFTER INSERT OR UPDATE OR DELETE ON external_calendars FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
--> statement-breakpoint
CREATE TRIGGER agent_profiles_public_page_change AFTER INSERT OR UPDATE OR DELETE ON agent_profiles FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
--> statement-breakpoint
CREATE TRIGGER images_public_page_change AFTER INSERT OR UPDATE OR DELETE ON images FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
--> statement-breakpoint
CREATE TRIGGER follows_public_page_change AFTER INSERT OR UPDATE OR DELETE ON follows FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
--> statement-breakpoint
CREATE TRIGGER users_public_page_change AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
