-- A notice given by hand is evidence: it can be added to, never rewritten. Only the cascade
-- from deleting the whole booking (trigger depth > 1) may remove rows.
CREATE OR REPLACE FUNCTION forbid_manual_notice_rewrite() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'manual_notices is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER manual_notices_append_only
  BEFORE UPDATE OR DELETE ON manual_notices
  FOR EACH ROW EXECUTE FUNCTION forbid_manual_notice_rewrite();
