-- The slot ledger's SQL (lib/bookings/ledger/): which bookings hold a slot, the context a slot
-- is checked in, and the hold's two round trips. Every function named showbook_* is dropped
-- and created again from db/functions/ each time the migrator runs (db/migrate.ts), so this
-- file is their only source; a migration never defines one.

-- The statuses that hold a slot: SLOT_HOLDING_STATUSES of lib/vocabulary/booking-status.ts,
-- which the migrator writes in for {{SLOT_HOLDING_STATUSES}} (db/migrate.ts), as the exclusion
-- constraint bookings_no_overlap covers them. Tests pin both to the TypeScript list
-- (slot-ledger.integration-test.ts this one, booking-status.integration-test.ts the constraint).
CREATE FUNCTION showbook_slot_holding_statuses() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN {{SLOT_HOLDING_STATUSES}};

-- A lapsed hold: an unpaid hold past its ten minutes. It is free at once, before the job marks
-- it expired. The one spelling of the rule: every query asks this function.
CREATE FUNCTION showbook_lapsed_hold(p_status text, p_hold_expires_at timestamptz, p_now timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN p_status = 'pending_payment' AND p_hold_expires_at IS NOT NULL AND p_hold_expires_at <= p_now;

-- A booking that keeps its slot from others at p_now: a slot-holding status, not a lapsed hold.
CREATE FUNCTION showbook_holds_slot(p_status text, p_hold_expires_at timestamptz, p_now timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN p_status = ANY (showbook_slot_holding_statuses()) AND NOT showbook_lapsed_hold(p_status, p_hold_expires_at, p_now);

-- An unpaid hold still within its ten minutes.
CREATE FUNCTION showbook_live_hold(p_status text, p_hold_expires_at timestamptz, p_now timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN p_status = 'pending_payment' AND NOT showbook_lapsed_hold(p_status, p_hold_expires_at, p_now);

-- What a slot of the property is checked against, for every caller (the hold, every booking
-- and move through assertSlotBookable, the public availability):
-- nearby: the bookings holding a time that meets [p_from, p_to) (p_to null: no end), with the
--   move waiting for approval, whose time is held too; without the booking being moved
--   (p_moving_booking_id) and the live holds of the mailbox p_mailbox, which placing its
--   hold releases or renews;
-- busy: the agent's busy times on their connected calendars;
-- consents: what the resident agreed to in writing (null without a resident);
-- unsuitable: the times the property's current resident said never suit a showing and has not
--   removed (occupant_unsuitable_times; the rule is lib/availability/unsuitable-times.ts);
-- overrides: the date overrides meeting [p_first_date, p_last_date] (p_last_date null: no end).
-- PL/pgSQL, so each connection plans the query once, not at every call.
CREATE FUNCTION showbook_slot_context(
  p_property_id uuid,
  p_from timestamptz,
  p_to timestamptz,
  p_first_date date,
  p_last_date date,
  p_now timestamptz,
  p_mailbox text,
  p_moving_booking_id uuid
) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object(
      'nearby', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'startsAt', b.starts_at, 'endsAt', b.ends_at, 'status', b.status,
          'moveStartsAt', b.move_starts_at, 'moveEndsAt', b.move_ends_at)), '[]')
        FROM bookings b
        WHERE b.property_id = p.id
          AND showbook_holds_slot(b.status, b.hold_expires_at, p_now)
          AND (p_mailbox IS NULL OR NOT (showbook_live_hold(b.status, b.hold_expires_at, p_now) AND b.booker_mailbox = p_mailbox))
          AND (p_moving_booking_id IS NULL OR b.id <> p_moving_booking_id)
          AND (
            (b.ends_at > p_from AND (p_to IS NULL OR b.starts_at < p_to))
            OR (b.move_ends_at > p_from AND (p_to IS NULL OR b.move_starts_at < p_to))
          )
      ),
      'busy', (
        SELECT coalesce(jsonb_agg(interval_), '[]')
        FROM external_calendars e, jsonb_array_elements(e.busy) AS interval_
        WHERE e.agent_id = p.agent_id
      ),
      'consents', (
        SELECT jsonb_build_object('electronic', r.electronic_notice_consent_at IS NOT NULL, 'otherHours', r.other_hours_consent_at IS NOT NULL)
        FROM residents r
        WHERE r.id = p.resident_id
      ),
      'unsuitable', (
        SELECT coalesce(jsonb_agg(jsonb_build_object('weekdays', to_jsonb(u.weekdays), 'startTime', u.start_time, 'endTime', u.end_time) ORDER BY u.added_at), '[]')
        FROM occupant_unsuitable_times u
        WHERE u.property_id = p.id AND u.resident_id = p.resident_id AND u.removed_at IS NULL
      ),
      'overrides', (
        SELECT coalesce(jsonb_agg(jsonb_build_object(
          'startDate', o.start_date, 'endDate', o.end_date, 'kind', o.kind, 'startTime', o.start_time, 'endTime', o.end_time)), '[]')
        FROM property_date_overrides o
        WHERE o.property_id = p.id AND o.end_date >= p_first_date AND (p_last_date IS NULL OR o.start_date <= p_last_date)
      )
    )
    FROM properties p
    WHERE p.id = p_property_id
  );
END;
$$;

-- The slot context of one date: the bookings within two days of its noon (UTC), which holds
-- every slot of that date in any time zone with its buffer, and the overrides of that date.
CREATE FUNCTION showbook_slot_context_near(
  p_property_id uuid,
  p_date date,
  p_now timestamptz,
  p_mailbox text,
  p_moving_booking_id uuid
) RETURNS jsonb
LANGUAGE sql STABLE
RETURN showbook_slot_context(
  p_property_id,
  (p_date + time '12:00') AT TIME ZONE 'UTC' - interval '2 days',
  (p_date + time '12:00') AT TIME ZONE 'UTC' + interval '2 days',
  p_date, p_date, p_now, p_mailbox, p_moving_booking_id
);

-- The first round trip of a hold (lib/bookings/ledger/place-hold.ts). Counts the attempt
-- against the rate limits (showbook_spend_points, at the wall clock p_clock) in order, the
-- first one passed stopping the count (as consecutive calls of the app's limiter do), and
-- answers {"limit": i, "retryMs": n} for a limit passed. Otherwise the property (null when no
-- property has that id or slug), its slot context for the date (showbook_slot_context_near,
-- without the booker's own live holds), how many live holds the booker keeps on other
-- properties and whether the booker holds this very slot.
CREATE FUNCTION showbook_hold_context(
  p_limits jsonb,
  p_clock timestamptz,
  p_property_id uuid,
  p_property_slug text,
  p_mailbox text,
  p_email text,
  p_requester_type text,
  p_date date,
  p_time text,
  p_now timestamptz
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_limit jsonb;
  v_index int := 0;
  v_spent record;
  v_property properties%ROWTYPE;
BEGIN
  FOR v_limit IN SELECT value FROM jsonb_array_elements(p_limits) LOOP
    SELECT * INTO v_spent FROM showbook_spend_points(v_limit->>'key', 1, (v_limit->>'durationMs')::bigint, p_clock);
    IF v_spent.points > (v_limit->>'points')::int THEN
      RETURN jsonb_build_object('limit', v_index, 'retryMs', greatest((extract(epoch FROM v_spent.window_ends_at - p_clock) * 1000)::bigint, 0));
    END IF;
    v_index := v_index + 1;
  END LOOP;

  SELECT * INTO v_property FROM properties
    WHERE (p_property_id IS NOT NULL AND id = p_property_id) OR (p_property_id IS NULL AND slug = p_property_slug)
    LIMIT 1;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('property', NULL);
  END IF;

  RETURN jsonb_build_object(
    'property', jsonb_build_object(
      'id', v_property.id,
      'agentId', v_property.agent_id,
      'status', v_property.status,
      'archived', v_property.archived_at IS NOT NULL,
      'isDemo', v_property.is_demo,
      'fullAddress', v_property.full_address,
      'customAvailability', v_property.custom_availability,
      'bufferTimeMinutes', v_property.buffer_time_minutes,
      'timezone', v_property.timezone,
      'advanceNoticeHours', v_property.advance_notice_hours,
      'occupancyStatus', v_property.occupancy_status
    ),
    'slot', showbook_slot_context_near(v_property.id, p_date, p_now, p_mailbox, NULL),
    'heldElsewhere', (
      SELECT count(*) FROM bookings b
      WHERE showbook_live_hold(b.status, b.hold_expires_at, p_now) AND b.booker_mailbox = p_mailbox AND b.property_id <> v_property.id
    ),
    'ownHold', EXISTS (
      SELECT 1 FROM bookings b
      WHERE b.property_id = v_property.id AND showbook_live_hold(b.status, b.hold_expires_at, p_now)
        AND b.booker_mailbox = p_mailbox AND b.showing_date = p_date AND b.showing_time = p_time
        AND lower(CASE WHEN p_requester_type = 'buyers_agent' THEN b.buyer_agent_email ELSE b.buyer_email END) = lower(p_email)
    )
  );
END;
$$;

-- The second round trip of a hold: places a checked one. The property row is locked for share
-- (archiving waits, or is seen); one booker's requests are counted one at a time under a lock
-- on the mailbox: the same slot gets the same hold back with its ten minutes restarted,
-- another slot of the same property replaces the booker's hold there, and a booker holding
-- p_max_holds elsewhere is refused. Lapsed holds of the property are released (the exclusion
-- constraint still counts them), then the hold is inserted with the blocked period the app
-- computed (blockedPeriod, lib/bookings/ledger/blocked-period.ts): a racing hold on an
-- overlapping time fails with 23P01 (p_booking carries startsAt and endsAt). Without p_blocked_period (a slot the check refused,
-- which the booker holds) it only renews.
-- Answers {"outcome": "held" | "renewed" | "not_renewed" | "unavailable" | "too_many", "id", "confirmationNumber", "receiptEmail"}.
CREATE FUNCTION showbook_place_hold(
  p_property_id uuid,
  p_mailbox text,
  p_email text,
  p_requester_type text,
  p_date date,
  p_time text,
  p_now timestamptz,
  p_hold_expires_at timestamptz,
  p_blocked_period tstzrange,
  p_max_holds int,
  p_booking jsonb
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_property properties%ROWTYPE;
  v_held int;
  v_row bookings%ROWTYPE;
BEGIN
  SELECT * INTO v_property FROM properties WHERE id = p_property_id AND archived_at IS NULL FOR SHARE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'unavailable');
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('booking-holds:' || p_mailbox));

  UPDATE bookings b SET hold_expires_at = p_hold_expires_at, updated_at = p_now
    WHERE showbook_live_hold(b.status, b.hold_expires_at, p_now) AND b.booker_mailbox = p_mailbox
      AND lower(CASE WHEN p_requester_type = 'buyers_agent' THEN b.buyer_agent_email ELSE b.buyer_email END) = lower(p_email)
      AND b.property_id = p_property_id AND b.showing_date = p_date AND b.showing_time = p_time
    RETURNING * INTO v_row;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'renewed', 'id', v_row.id, 'confirmationNumber', v_row.confirmation_number, 'receiptEmail', v_row.buyer_email);
  END IF;
  IF p_blocked_period IS NULL THEN
    RETURN jsonb_build_object('outcome', 'not_renewed');
  END IF;

  UPDATE bookings b SET status = 'expired', updated_at = p_now
    WHERE showbook_live_hold(b.status, b.hold_expires_at, p_now) AND b.booker_mailbox = p_mailbox AND b.property_id = p_property_id;
  SELECT count(*) INTO v_held FROM bookings b
    WHERE showbook_live_hold(b.status, b.hold_expires_at, p_now) AND b.booker_mailbox = p_mailbox AND b.property_id <> p_property_id;
  IF v_held >= p_max_holds THEN
    RETURN jsonb_build_object('outcome', 'too_many');
  END IF;

  UPDATE bookings b SET status = 'expired', updated_at = p_now
    WHERE showbook_lapsed_hold(b.status, b.hold_expires_at, p_now) AND b.property_id = p_property_id;

  INSERT INTO bookings (
    id, stripe_payment_intent_id, property_id, agent_id, confirmation_number, manage_token, status, payment_status,
    fee_cents, hold_expires_at, starts_at, ends_at, blocked_period, showing_date, showing_time, requester_type,
    buyer_name, buyer_email, buyer_phone, buyer_agent_name, buyer_agent_email, buyer_agent_phone,
    booker_mailbox, special_requests, is_demo
  ) VALUES (
    (p_booking->>'id')::uuid, p_booking->>'stripePaymentIntentId', p_property_id, v_property.agent_id,
    p_booking->>'confirmationNumber', p_booking->>'manageToken', 'pending_payment', 'pending',
    (p_booking->>'feeCents')::int, p_hold_expires_at, (p_booking->>'startsAt')::timestamptz, (p_booking->>'endsAt')::timestamptz, p_blocked_period,
    p_date, p_time, p_requester_type,
    coalesce(p_booking->>'buyerName', ''), coalesce(p_booking->>'buyerEmail', ''), coalesce(p_booking->>'buyerPhone', ''),
    coalesce(p_booking->>'buyerAgentName', ''), coalesce(p_booking->>'buyerAgentEmail', ''), coalesce(p_booking->>'buyerAgentPhone', ''),
    p_mailbox, coalesce(p_booking->>'specialRequests', ''), v_property.is_demo
  )
  RETURNING * INTO v_row;
  RETURN jsonb_build_object('outcome', 'held', 'id', v_row.id, 'confirmationNumber', v_row.confirmation_number, 'receiptEmail', v_row.buyer_email);
END;
$$;
