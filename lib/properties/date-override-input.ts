import { z } from "zod";
import { DATE_OVERRIDE_KINDS } from "./date-override-enums";
import { halfHourTime } from "./schemas";
import { daysBetween } from "@/lib/time/zoned-time";

/** Longest blocked range or run of special hours one entry may cover. */
export const MAX_OVERRIDE_DAYS = 366;

/** A real calendar date (YYYY-MM-DD) from a date input, named by its field's label in the messages. */
export const calendarDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} is not a real date`);

const dayCount = (start: string, end: string) => daysBetween(start, end) + 1;

/** A blocked date or range, or special hours for a date or range; the end date defaults to the start date. */
export const dateOverrideInputSchema = z
  .object({
    kind: z.enum(DATE_OVERRIDE_KINDS, { error: "Choose whether to block the dates or give them special hours" }),
    startDate: calendarDate("Start date"),
    endDate: calendarDate("End date").optional(),
    startTime: halfHourTime.optional(),
    endTime: halfHourTime.optional(),
    label: z.string().trim().max(80, "Keep the label under 80 characters").default(""),
  })
  .transform((input) => ({ ...input, endDate: input.endDate ?? input.startDate }))
  .superRefine((input, context) => {
    if (input.endDate < input.startDate) {
      context.addIssue({ code: "custom", path: ["endDate"], message: "The end date must be on or after the start date" });
    } else if (dayCount(input.startDate, input.endDate) > MAX_OVERRIDE_DAYS) {
      context.addIssue({ code: "custom", path: ["endDate"], message: "A range can cover at most a year" });
    }
    if (input.kind !== "hours") return;
    if (!input.startTime || !input.endTime) {
      context.addIssue({ code: "custom", path: ["startTime"], message: "Special hours need a start and an end time" });
    } else if (input.endTime <= input.startTime) {
      context.addIssue({ code: "custom", path: ["endTime"], message: "End time must be after start time" });
    }
  });

export type DateOverrideInput = z.output<typeof dateOverrideInputSchema>;

export const affectedBookingSchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  status: z.string(),
  startsAt: z.string(),
  date: z.string(),
  time: z.string(),
  buyerName: z.string(),
});

export const dateOverrideAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(DATE_OVERRIDE_KINDS),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  label: z.string(),
  affectedBookings: z.array(affectedBookingSchema),
});
export type DateOverrideRecord = z.infer<typeof dateOverrideAnswerSchema>;
export const dateOverridesAnswerSchema = z.object({ dateOverrides: z.array(dateOverrideAnswerSchema) });
export const dateOverrideSavedAnswerSchema = z.object({ affectedBookings: z.array(affectedBookingSchema) });
