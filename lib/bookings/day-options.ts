import type { DaySlots } from "@/lib/availability/compute-slots";
import { formatDayLabel, formatShortDate, formatTimeLabel, fromLocal, zoneAbbreviation, zoneName } from "@/lib/time/zoned-time";

/** A bookable day as the form shows it: labels ready, no Date objects. */
export type DayOption = {
  date: string;
  label: string;
  /** "Pacific Time (PST)": the zone of the day's times, worked out for that day so daylight saving shows. */
  zone: string;
  slots: { time: string; label: string; available: boolean; reason: string | null }[];
};

/** "13:30" → "1:30 PM", the same label the schedule editor shows. */
export const timeLabel = formatTimeLabel;

/** "Friday, December 4" for a YYYY-MM-DD date. */
export const dateLabel = formatDayLabel;

/** "Nov 23" for a YYYY-MM-DD date. */
export const shortDateLabel = formatShortDate;

/** "Pacific Time (PDT)" at noon of a local date. */
export function zoneLabel(date: string, timeZone: string): string {
  const noon = fromLocal(date, "12:00", timeZone) ?? new Date(`${date}T12:00:00Z`);
  return `${zoneName(noon, timeZone)} (${zoneAbbreviation(noon, timeZone)})`;
}

/** "Friday, December 4 at 10:00 AM Pacific Time (PST)": a chosen slot, with its zone, as the payment step repeats it. */
export function chosenSlotLabel(days: DayOption[], date: string, time: string): string {
  const day = days.find((each) => each.date === date);
  return `${day?.label ?? dateLabel(date)} at ${timeLabel(time)}${day ? ` ${day.zone}` : ""}`;
}

/** Days with at least one bookable slot, shaped for the client form; times are in the property's zone. */
export function toDayOptions(days: DaySlots[], timeZone: string): DayOption[] {
  return days
    .filter((day) => day.slots.some((slot) => slot.available))
    .map((day) => ({
      date: day.date,
      label: dateLabel(day.date),
      zone: zoneLabel(day.date, timeZone),
      slots: day.slots.map((slot) => ({
        time: slot.time,
        label: timeLabel(slot.time),
        available: slot.available,
        reason: slot.reason,
      })),
    }));
}
