-- A time the resident says never suits narrows the booking page's slots: its changes re-render
-- the property's public pages as the other inputs of the slot ledger do (0035).
CREATE OR REPLACE FUNCTION public_page_tags(source text, rec jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE source
    WHEN 'properties' THEN ARRAY['public:property:' || (rec->>'id'), 'public:agent:' || (rec->>'agent_id')]
    WHEN 'bookings' THEN ARRAY['public:property:' || (rec->>'property_id')]
    WHEN 'property_date_overrides' THEN ARRAY['public:property:' || (rec->>'property_id')]
    WHEN 'occupant_unsuitable_times' THEN ARRAY['public:property:' || (rec->>'property_id')]
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
CREATE TRIGGER occupant_unsuitable_times_public_page_change AFTER INSERT OR UPDATE OR DELETE ON occupant_unsuitable_times FOR EACH ROW EXECUTE FUNCTION notify_public_page_change();
