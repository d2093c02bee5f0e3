-- Audit rows are append-only: the history of a notice can be added to, never rewritten.
-- Only the cascade from deleting the whole booking (trigger depth > 1) may remove rows.
CREATE OR REPLACE FUNCTION forbid_audit_rewrite() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'notification_events is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notification_events_append_only
  BEFORE UPDATE OR DELETE ON notification_events
  FOR EACH ROW EXECUTE FUNCTION forbid_audit_rewrite();
