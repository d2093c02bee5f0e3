-- Double booking is impossible by construction: two live bookings of one property may
-- not have overlapping blocked periods ([starts_at, ends_at + buffer)). A losing insert
-- fails with SQLSTATE 23P01 (exclusion_violation), answered as HTTP 409.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("property_id" WITH =, "blocked_period" WITH &&)
  WHERE ("status" IN ('pending_payment', 'pending', 'confirmed', 'completed', 'no_show'));
