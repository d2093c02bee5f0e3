-- A move waiting for the agent's approval holds its time beside the booked one: two live
-- bookings of one property may not overlap in either period. Same rule as 0003, over the
-- union of both periods (multiranges: PostgreSQL 14 and later).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "property_id" WITH =,
    (tstzmultirange("blocked_period") + coalesce(tstzmultirange("move_blocked_period"), '{}'::tstzmultirange)) WITH &&
  )
  WHERE ("status" IN ('pending_payment', 'pending', 'confirmed', 'completed', 'no_show'));--> statement-breakpoint
-- The mailbox of the bookings made before it was kept: the booker's address in lower case.
UPDATE "bookings"
  SET "booker_mailbox" = lower(CASE WHEN "requester_type" = 'buyers_agent' THEN "buyer_agent_email" ELSE "buyer_email" END)
  WHERE "booker_mailbox" = '';--> statement-breakpoint
-- Every reason of a verdict names its subsection first ("§ 1954(d)(1): …"), also in the
-- records written before that was so.
UPDATE "compliance_records"
  SET "checks" = (
    SELECT jsonb_agg(
      CASE
        WHEN "check" ? 'citation' AND NOT starts_with("check" ->> 'detail', ("check" ->> 'citation') || ':')
          THEN jsonb_set("check", '{detail}', to_jsonb(("check" ->> 'citation') || ': ' || ("check" ->> 'detail')))
        ELSE "check"
      END
      ORDER BY "position"
    )
    FROM jsonb_array_elements("checks") WITH ORDINALITY AS "items"("check", "position")
  )
  WHERE jsonb_array_length("checks") > 0;
