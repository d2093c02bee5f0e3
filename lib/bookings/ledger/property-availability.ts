import type { Db } from "@/db/client";
import { computeSlots, type DaySlots } from "@/lib/availability/compute-slots";
import { toLocal } from "@/lib/time/zoned-time";
import { daysBefore } from "@/lib/time/durations";
import type { PublicProperty } from "../public-property-projection";
import { loadSlotContext, slotCheckOptions, type SlotContext } from "./slot-context";

export type PropertyAvailability = {
  availability: Pick<
    PublicProperty,
    "customAvailability" | "availabilityType" | "bufferTimeMinutes" | "timezone" | "advanceNoticeHours"
  >;
  existingBookings: { startsAt: Date; endsAt: Date }[];
  days: DaySlots[];
};

const NO_CONTEXT: SlotContext = { held: [], busy: [], consents: { electronic: false, otherHours: false }, overrides: [], unsuitable: [] };

/** The bookable days of a property with every slot's state, in its slot context from a day ago on. */
export async function loadPropertyAvailability(
  db: Db,
  property: PublicProperty,
  now = new Date(),
): Promise<PropertyAvailability> {
  const window = { from: daysBefore(now, 1), firstDate: toLocal(now, property.timezone).date };
  const context = (await loadSlotContext(db, property.id, window, now)) ?? NO_CONTEXT;
  const { customAvailability, availabilityType, bufferTimeMinutes, timezone, advanceNoticeHours } = property;
  return {
    availability: { customAvailability, availabilityType, bufferTimeMinutes, timezone, advanceNoticeHours },
    existingBookings: context.held.map(({ startsAt, endsAt }) => ({ startsAt, endsAt })),
    days: computeSlots(property, context.held, slotCheckOptions(property, context, now)),
  };
}
