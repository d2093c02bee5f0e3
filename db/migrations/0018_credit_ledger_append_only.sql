-- The credit ledger is append-only: a balance is only ever changed by a new row.
-- Only the cascade from deleting the user (trigger depth > 1) may remove rows.
CREATE OR REPLACE FUNCTION forbid_credit_ledger_rewrite() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'credit_ledger is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER credit_ledger_append_only
  BEFORE UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION forbid_credit_ledger_rewrite();
