import { z } from "zod";
import type { WeeklySchedule } from "@/lib/availability/weekly-schedule";
import { WEEKDAYS, type Weekday } from "@/lib/time/weekdays";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const daySchedule = z.object({ enabled: z.boolean(), start: time, end: time });
const weeklySchedule = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, daySchedule.optional()])) as Record<Weekday, z.ZodOptional<typeof daySchedule>>,
);

export type PartialWeeklySchedule = Partial<WeeklySchedule>;

/**
 * custom_availability as stored or sent by older clients: an object or its JSON text.
 * Anything missing or unreadable counts as "not configured" (null).
 */
export function parseSchedule(raw: unknown): PartialWeeklySchedule | null {
  let value = raw;
  if (typeof value === "string") {
    if (!value.trim()) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== "object") return null;
  const parsed = weeklySchedule.safeParse(value);
  return parsed.success ? parsed.data : null;
}
