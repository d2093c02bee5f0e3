import { formatTimeLabel } from "@/lib/time/zoned-time";
import type { DayOption } from "@/lib/bookings/day-options";

/**
 * The bookable days as the booking pages hand them to the form's island: the page's props are
 * serialised into its HTML (the RSC payload), where the full DayOption list repeated every slot's
 * label and reason. Here a day is its date, label, zone and one string of slots, "09:00,09:30!0"
 * (a slot after "!" is not available; the number after it indexes `reasons`, none for no reason);
 * the slot labels are worked out again from the times.
 */
export type CompactDays = { reasons: string[]; days: [date: string, label: string, zone: string, slots: string][] };

export function compactDays(days: DayOption[]): CompactDays {
  const reasons: string[] = [];
  const reasonIndex = (reason: string) => {
    const index = reasons.indexOf(reason);
    return index >= 0 ? index : reasons.push(reason) - 1;
  };
  return {
    reasons,
    days: days.map((day) => [
      day.date,
      day.label,
      day.zone,
      day.slots
        .map((slot) => (slot.available ? slot.time : `${slot.time}!${slot.reason === null ? "" : reasonIndex(slot.reason)}`))
        .join(","),
    ]),
  };
}

export function expandDays({ reasons, days }: CompactDays): DayOption[] {
  return days.map(([date, label, zone, slots]) => ({
    date,
    label,
    zone,
    slots: (slots ? slots.split(",") : []).map((slot) => {
      const [time, reason] = slot.split("!");
      return {
        time,
        label: formatTimeLabel(time),
        available: reason === undefined,
        reason: reason ? reasons[Number(reason)] : null,
      };
    }),
  }));
}
