import { minutesAfter } from "@/lib/time/durations";

/**
 * The period a booking keeps from others, as the exclusion constraint `bookings_no_overlap`
 * compares it: [start, end + the property's buffer). Two such periods overlap exactly when the
 * showings are closer than the buffer. The one place it is computed: every writer of
 * `blocked_period` and `move_blocked_period`, the hold's SQL included, takes it from here.
 */
export const blockedPeriod = (startsAt: Date, endsAt: Date, bufferMinutes: number | null) =>
  `[${startsAt.toISOString()},${minutesAfter(endsAt, bufferMinutes ?? 0).toISOString()})`;
