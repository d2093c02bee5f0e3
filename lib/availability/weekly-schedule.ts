import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from "@/lib/time/weekdays";
import { formatTimeLabel } from "@/lib/time/zoned-time";

/**
 * A property's showing hours, as stored (db/schema/properties.ts reads the type from here by a
 * relative path) and as the browser edits them.
 */
export type DaySchedule = { enabled: boolean; start: string; end: string };
export type WeeklySchedule = Record<Weekday, DaySchedule>;

/** The 48 half-hour times of a day, "00:00" to "23:30". */
export const TIME_OPTIONS: string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, "0");
  return `${hours}:${index % 2 ? "30" : "00"}`;
});

const everyDay = (day: (weekday: Weekday) => DaySchedule): WeeklySchedule =>
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day(weekday)])) as WeeklySchedule;

const isWeekend = (weekday: Weekday) => weekday === "saturday" || weekday === "sunday";

export const defaultSchedule = (): WeeklySchedule => everyDay(() => ({ enabled: true, start: "09:00", end: "17:00" }));

export const SCHEDULE_PRESETS = [
  {
    id: "business",
    label: "Business Hours",
    schedule: () => everyDay((day) => ({ enabled: !isWeekend(day), start: "09:00", end: "17:00" })),
  },
  {
    id: "extended",
    label: "Extended Hours",
    schedule: () =>
      everyDay((day) =>
        isWeekend(day) ? { enabled: true, start: "09:00", end: "17:00" } : { enabled: true, start: "08:00", end: "20:00" },
      ),
  },
  {
    id: "weekend",
    label: "Weekend Only",
    schedule: () => everyDay((day) => ({ enabled: isWeekend(day), start: "09:00", end: "17:00" })),
  },
] as const;

/** Copies one day's hours and on/off state to every day of the week. */
export const applyToAllDays = (day: DaySchedule): WeeklySchedule => everyDay(() => ({ ...day }));

/** One line per enabled run of days, e.g. "Monday–Friday 9:00 AM – 5:00 PM"; "No showing hours" when all are off. */
export function describeSchedule(schedule: WeeklySchedule): string[] {
  const lines: string[] = [];
  let runStart: Weekday | null = null;
  WEEKDAYS.forEach((weekday, index) => {
    const day = schedule[weekday];
    const next = WEEKDAYS[index + 1];
    runStart ??= weekday;
    const nextDay = next ? schedule[next] : undefined;
    const continues =
      nextDay && nextDay.enabled === day.enabled && nextDay.start === day.start && nextDay.end === day.end;
    if (continues) return;
    if (day.enabled) {
      const days = runStart === weekday ? WEEKDAY_LABELS[weekday] : `${WEEKDAY_LABELS[runStart]}–${WEEKDAY_LABELS[weekday]}`;
      lines.push(`${days} ${formatTimeLabel(day.start)} – ${formatTimeLabel(day.end)}`);
    }
    runStart = null;
  });
  return lines.length ? lines : ["No showing hours"];
}
