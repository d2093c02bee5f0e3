-- A booking hold in two round trips (lib/bookings/place-hold.ts): showbook_hold_context counts
-- the attempt against the rate limits and reads what the slot check needs; the check itself
-- (schedule, time zones, holidays, the spec's reasons) stays the availability engine's, in
-- Node; showbook_place_hold then settles the booker's own holds and inserts, in one
-- transaction, where the exclusion constraint still lets exactly one of racing holds win.

-- The attempt is counted in rate-limiter-flexible's table with its semantics: key
-- "<limit name>:<key>", a fixed window from the first point, the clock in epoch milliseconds
-- of the caller. The limits are counted in order and the first one passed stops the count,
-- as consecutive `consume` calls do. Answers {"limit": i, "retryMs": n} for a limit passed,
-- otherwise the property (null when no property has that id or slug), the live bookings
-- within two days of the date (without lapsed holds and the booker's own live holds on
-- this property, which placing the hold releases or renews), the agent's busy times, the
-- resident's consents, the date's overrides, how many live holds the booker keeps on other
-- properties and whether the booker holds this very slot.
CREATE FUNCTION showbook_hold_context(
  p_limits jsonb,
  p_now_ms bigint,
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
  v_points int;
  v_expire bigint;
  v_property properties%ROWTYPE;
  v_result jsonb;
BEGIN
  FOR v_limit IN SELECT value FROM jsonb_array_elements(p_limits) LOOP
    INSERT INTO rate_limits AS r (key, points, expire)
      VALUES (v_limit->>'key', 1, p_now_ms + (v_limit->>'durationMs')::bigint)
      ON CONFLICT (key) DO UPDATE SET
        points = CASE WHEN r.expire <= p_now_ms THEN 1 ELSE r.points + 1 END,
        expire = CASE WHEN r.expire <= p_now_ms THEN p_now_ms + (v_limit->>'durationMs')::bigint ELSE r.expire END
      RETURNING points, expire INTO v_points, v_expire;
    IF v_points > (v_limit->>'points')::int THEN
      RETURN jsonb_build_object('limit', v_index, 'retryMs', greatest(coalesce(v_expire - p_now_ms, 0), 0));
    END IF;
    v_index := v_index + 1;
  END LOOP;

  SELECT * INTO v_property FROM properties
    WHERE (p_property_id IS NOT NULL AND id = p_property_id) OR (p_property_id IS NULL AND slug = p_property_slug)
    LIMIT 1;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('property', NULL);
  END IF;

  SELECT jsonb_build_object(
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
    'nearby', (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'startsAt', b.starts_at, 'endsAt', b.ends_at, 'status', b.status,
        'moveStartsAt', b.move_starts_at, 'moveEndsAt', b.move_ends_at)), '[]')
      FROM bookings b
      WHERE b.property_id = v_property.id
        AND b.status IN ('pending_payment', 'pending', 'confirmed', 'completed', 'no_show')
        AND (b.status <> 'pending_payment' OR (b.hold_expires_at > p_now AND b.booker_mailbox <> p_mailbox))
        AND (
          (b.ends_at > (p_date + time '12:00') AT TIME ZONE 'UTC' - interval '2 days'
            AND b.starts_at < (p_date + time '12:00') AT TIME ZONE 'UTC' + interval '2 days')
          OR (b.move_ends_at > (p_date + time '12:00') AT TIME ZONE 'UTC' - interval '2 days'
            AND b.move_starts_at < (p_date + time '12:00') AT TIME ZONE 'UTC' + interval '2 days')
        )
    ),
    'busy', (
      SELECT coalesce(jsonb_agg(interval_), '[]')
      FROM external_calendars e, jsonb_array_elements(e.busy) AS interval_
      WHERE e.agent_id = v_property.agent_id
    ),
    'consents', (
      SELECT jsonb_build_object('electronic', r.electronic_notice_consent_at IS NOT NULL, 'otherHours', r.other_hours_consent_at IS NOT NULL)
      FROM residents r
      WHERE r.id = v_property.resident_id
    ),
    'overrides', (
      SELECT coalesce(jsonb_agg(jsonb_build_object(
        'startDate', o.start_date, 'endDate', o.end_date, 'kind', o.kind, 'startTime', o.start_time, 'endTime', o.end_time)), '[]')
      FROM property_date_overrides o
      WHERE o.property_id = v_property.id AND o.end_date >= p_date AND o.start_date <= p_date
    ),
    'heldElsewhere', (
      SELECT count(*) FROM bookings b
      WHERE b.status = 'pending_payment' AND b.hold_expires_at > p_now AND b.booker_mailbox = p_mailbox AND b.property_id <> v_property.id
    ),
    'ownHold', EXISTS (
      SELECT 1 FROM bookings b
      WHERE b.property_id = v_property.id AND b.status = 'pending_payment' AND b.hold_expires_at > p_now
        AND b.booker_mailbox = p_mailbox AND b.showing_date = p_date AND b.showing_time = p_time
        AND lower(CASE WHEN p_requester_type = 'buyers_agent' THEN b.buyer_agent_email ELSE b.buyer_email END) = lower(p_email)
    )
  ) INTO v_result;
  RETURN v_result;
END;
$$;
--> statement-breakpoint

-- Places a checked hold. The property row is locked for share (archiving waits, or is seen);
-- one booker's requests are counted one at a time under a lock on the mailbox: the same
-- slot gets the same hold back with its ten minutes restarted, another slot of the same
-- property replaces the booker's hold there, and a booker holding p_max_holds elsewhere is
-- refused. Lapsed holds of the property are released (the exclusion constraint still counts
-- them), then the hold is inserted: a racing hold on an overlapping time fails with 23P01.
-- Without p_starts_at (a slot the check refused, which the booker holds) it only renews.
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
  p_starts_at timestamptz,
  p_ends_at timestamptz,
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
    WHERE b.status = 'pending_payment' AND b.hold_expires_at > p_now AND b.booker_mailbox = p_mailbox
      AND lower(CASE WHEN p_requester_type = 'buyers_agent' THEN b.buyer_agent_email ELSE b.buyer_email END) = lower(p_email)
      AND b.property_id = p_property_id AND b.showing_date = p_date AND b.showing_time = p_time
    RETURNING * INTO v_row;
  IF FOUND THEN
    RETURN jsonb_build_object('outcome', 'renewed', 'id', v_row.id, 'confirmationNumber', v_row.confirmation_number, 'receiptEmail', v_row.buyer_email);
  END IF;
  IF p_starts_at IS NULL THEN
    RETURN jsonb_build_object('outcome', 'not_renewed');
  END IF;

  UPDATE bookings SET status = 'expired', updated_at = p_now
    WHERE status = 'pending_payment' AND hold_expires_at > p_now AND booker_mailbox = p_mailbox AND property_id = p_property_id;
  SELECT count(*) INTO v_held FROM bookings
    WHERE status = 'pending_payment' AND hold_expires_at > p_now AND booker_mailbox = p_mailbox AND property_id <> p_property_id;
  IF v_held >= p_max_holds THEN
    RETURN jsonb_build_object('outcome', 'too_many');
  END IF;

  UPDATE bookings SET status = 'expired', updated_at = p_now
    WHERE status = 'pending_payment' AND hold_expires_at <= p_now AND property_id = p_property_id;

  INSERT INTO bookings (
    id, stripe_payment_intent_id, property_id, agent_id, confirmation_number, manage_token, status, payment_status,
    fee_cents, hold_expires_at, starts_at, ends_at, blocked_period, showing_date, showing_time, requester_type,
    buyer_name, buyer_email, buyer_phone, buyer_agent_name, buyer_agent_email, buyer_agent_phone,
    booker_mailbox, special_requests, is_demo
  ) VALUES (
    (p_booking->>'id')::uuid, p_booking->>'stripePaymentIntentId', p_property_id, v_property.agent_id,
    p_booking->>'confirmationNumber', p_booking->>'manageToken', 'pending_payment', 'pending',
    (p_booking->>'feeCents')::int, p_hold_expires_at, p_starts_at, p_ends_at,
    tstzrange(p_starts_at, p_ends_at + make_interval(mins => coalesce(v_property.buffer_time_minutes, 0)), '[)'),
    p_date, p_time, p_requester_type,
    coalesce(p_booking->>'buyerName', ''), coalesce(p_booking->>'buyerEmail', ''), coalesce(p_booking->>'buyerPhone', ''),
    coalesce(p_booking->>'buyerAgentName', ''), coalesce(p_booking->>'buyerAgentEmail', ''), coalesce(p_booking->>'buyerAgentPhone', ''),
    p_mailbox, coalesce(p_booking->>'specialRequests', ''), v_property.is_demo
  )
  RETURNING * INTO v_row;
  RETURN jsonb_build_object('outcome', 'held', 'id', v_row.id, 'confirmationNumber', v_row.confirmation_number, 'receiptEmail', v_row.buyer_email);
END;
$$;
