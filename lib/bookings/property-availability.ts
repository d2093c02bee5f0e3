import { and, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, SLOT_HOLDING_STATUSES } from "@/db/schema";
import { computeSlots, type DaySlots, type ExistingBooking } from "@/lib/availability/compute-slots";
import { toLocal } from "@/lib/availability/zoned-time";
import { loadSlotRules } from "@/lib/compliance/notice-rules";
import { loadDateOverrides } from "@/lib/properties/date-overrides";
import type { PublicProperty } from "./public-property";

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
  const rows = await db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, property.id),
        inArray(bookings.status, SLOT_HOLDING_STATUSES),
        gt(bookings.endsAt, new Date(+now - 86_400_000)),
      ),
    );
  // A hold past its time is free even before the job releases it.
  const live: ExistingBooking[] = rows.filter((row) => !(row.status === "pending_payment" && row.holdExpiresAt && row.holdExpiresAt <= now));
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
