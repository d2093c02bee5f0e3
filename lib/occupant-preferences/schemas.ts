import { z } from "zod";
import { TIME_OPTIONS } from "@/lib/availability/weekly-schedule";
import { WEEKDAYS } from "@/lib/time/weekdays";

/** Rules a resident may keep at once at one listing. */
export const MAX_UNSUITABLE_TIMES = 20;

const timeOption = (message: string) => z.string({ error: message }).refine((value) => TIME_OPTIONS.includes(value), message);

/** A time that never suits: at least one weekday, a start and an end on the half hour, the end after the start. */
export const unsuitableTimeSchema = z
  .object({
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: "Choose days of the week" }), { error: "Choose at least one day" })
      .min(1, "Choose at least one day")
      .max(WEEKDAYS.length)
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    startTime: timeOption("Choose a start time"),
    endTime: timeOption("Choose an end time"),
  })
  .refine((rule) => rule.endTime > rule.startTime, { message: "The end time must be after the start time", path: ["endTime"] });
export type UnsuitableTimeInput = z.infer<typeof unsuitableTimeSchema>;

const token = z.string({ error: "This link is invalid" }).min(1, "This link is invalid").max(500, "This link is invalid");

export const addUnsuitableTimeInput = z.object({ token, rule: unsuitableTimeSchema });
export const removeUnsuitableTimeInput = z.object({ token, ruleId: z.uuid({ error: "Choose a time to remove" }) });
