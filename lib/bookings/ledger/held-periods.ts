import type { BookingStatus } from "@/lib/vocabulary/booking-status";

type HoldingRow = { startsAt: Date; endsAt: Date; status: BookingStatus; moveStartsAt: Date | null; moveEndsAt: Date | null };

/**
 * The times a live booking keeps from others: its own and, while the agent has not decided
 * a move the booker asked for, the asked-for one too (as the exclusion constraint does).
 */
export function heldPeriods(rows: readonly HoldingRow[]): { startsAt: Date; endsAt: Date; status: BookingStatus }[] {
  return rows.flatMap(({ startsAt, endsAt, status, moveStartsAt, moveEndsAt }) =>
    moveStartsAt && moveEndsAt
      ? [
          { startsAt, endsAt, status },
          { startsAt: moveStartsAt, endsAt: moveEndsAt, status },
        ]
      : [{ startsAt, endsAt, status }],
  );
}
