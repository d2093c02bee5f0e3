import { and, eq, gt, inArray, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings } from "@/db/schema";
import { isLapsedHold, SLOT_HOLDING_STATUSES } from "@/lib/vocabulary/booking-status";
import { computeSlots, type DaySlots, type ExistingBooking } from "@/lib/availability/compute-slots";
import { toLocal } from "@/lib/time/zoned-time";
import { loadSlotRules } from "@/lib/compliance/notice-rules";
import { loadDateOverrides } from "@/lib/properties/date-overrides";
import { heldPeriods } from "./held-periods";
import { daysBefore } from "@/lib/time/durations";
import type { PublicProperty } from "./public-property-projection";

export type PropertyAvailability = {
  availability: Pick<
    PublicProperty,
    "customAvailability" | "availabilityType" | "bufferTimeMinutes" | "timezone" | "advanceNoticeHours"
  >;
  existingBookings: { startsAt: Date; endsAt: Date }[];
  days: DaySlots[];
};

/** The bookable days of a property with every slot's state, from its upcoming live bookings. */
export async function loadPropertyAvailability(
  db: Db,
  property: PublicProperty,
  now = new Date(),
): Promise<PropertyAvailability> {
  const since = daysBefore(now, 1);
  const rows = await db
    .select({
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      moveStartsAt: bookings.moveStartsAt,
      moveEndsAt: bookings.moveEndsAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, property.id),
        inArray(bookings.status, SLOT_HOLDING_STATUSES),
        or(gt(bookings.endsAt, since), gt(bookings.moveEndsAt, since)),
      ),
    );
  // A hold past its time is free even before the job releases it; a move awaiting approval holds its time too.
  const live: ExistingBooking[] = heldPeriods(
    rows.filter((row) => !isLapsedHold(row, now)),
  );
  const { customAvailability, availabilityType, bufferTimeMinutes, timezone, advanceNoticeHours } = property;
  return {
    availability: { customAvailability, availabilityType, bufferTimeMinutes, timezone, advanceNoticeHours },
    existingBookings: live.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
    days: computeSlots(property, live, {
      now,
      extraRules: await loadSlotRules(db, property, now),
      dateOverrides: await loadDateOverrides(db, property.id, toLocal(now, property.timezone).date),
    }),
  };
}
