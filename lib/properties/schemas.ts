import { z } from "zod";
import { MIN_ADVANCE_NOTICE_HOURS } from "@/lib/constants";
import { isValidZip } from "./format";
import { TIME_OPTIONS, defaultSchedule } from "@/lib/availability/weekly-schedule";
import { WEEKDAYS, type Weekday } from "@/lib/time/weekdays";
import { DEFAULT_STATE, STATE_CODES } from "./states";
import { OCCUPANCY_STATUSES } from "@/lib/vocabulary/occupancy";
import { confirmationRulesSchema } from "./confirmation-rules";

export const BUFFER_OPTIONS = [0, 15, 30, 60] as const;
export const FORM_DEFAULT_BUFFER_MINUTES = 15;
export const PROPERTY_STATUSES = ["listed", "unlisted"] as const;
export const BOOKING_APPROVALS = ["automatic", "manual"] as const;

export const halfHourTime = z.string().refine((value) => TIME_OPTIONS.includes(value), "Choose a time on the half hour");

export const dayScheduleSchema = z
  .object({ enabled: z.boolean(), start: halfHourTime, end: halfHourTime })
  .refine((day) => !day.enabled || day.end > day.start, { message: "End time must be after start time", path: ["end"] });

export const weeklyScheduleSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayScheduleSchema])) as Record<
    Weekday,
    typeof dayScheduleSchema
  >,
);

const zipCode = z
  .string()
  .trim()
  .refine((zip) => zip === "" || isValidZip(zip), "ZIP must be five digits, optionally followed by a hyphen and four digits");

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);

export const addressSchema = z.object({
  addressLine1: requiredText("Street address is required"),
  unitNumber: z.string().trim().max(50).default(""),
  city: requiredText("City is required"),
  state: z.enum(STATE_CODES, { error: "Choose a state" }).default(DEFAULT_STATE),
  zipCode: zipCode.default(""),
});

const instructions = z.string().trim().max(5000, "Instructions must be at most 5000 characters");

export const DEFAULT_ACCESS_WINDOW_HOURS = 2;
export const MAX_ACCESS_WINDOW_HOURS = 72;
const accessDetails = z.string().trim().max(2000, "Access details must be at most 2000 characters");
const accessWindowHours = z
  .number({ error: "The access window must be a number of hours" })
  .int("The access window must be whole hours")
  .min(1, "The access window must be at least 1 hour")
  .max(MAX_ACCESS_WINDOW_HOURS, `The access window must be at most ${MAX_ACCESS_WINDOW_HOURS} hours`);

export const createPropertySchema = addressSchema.extend({
  // The spec's default when a client sends no schedule: every day 09:00–17:00.
  customAvailability: weeklyScheduleSchema.default(defaultSchedule),
  privateShowingInstructions: instructions.default(""),
  accessDetails: accessDetails.default(""),
  accessWindowHours: accessWindowHours.default(DEFAULT_ACCESS_WINDOW_HOURS),
  bufferTimeMinutes: z
    .union(BUFFER_OPTIONS.map((minutes) => z.literal(minutes)), { error: "Buffer must be 0, 15, 30 or 60 minutes" })
    .default(FORM_DEFAULT_BUFFER_MINUTES),
});
export type CreatePropertyInput = z.infer<typeof createPropertySchema>;

export const updatePropertySchema = z
  .object({
    addressLine1: addressSchema.shape.addressLine1,
    unitNumber: z.string().trim().max(50),
    city: addressSchema.shape.city,
    state: z.enum(STATE_CODES, { error: "Choose a state" }),
    zipCode,
    customAvailability: weeklyScheduleSchema,
    privateShowingInstructions: instructions,
    showingInstructions: instructions,
    accessDetails,
    accessWindowHours,
    forSaleNoticeGivenOn: z
      .string()
      .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), "Enter the date as YYYY-MM-DD")
      .nullable(),
    status: z.enum(PROPERTY_STATUSES, { error: "Status must be listed or unlisted" }),
    bookingApproval: z.enum(BOOKING_APPROVALS, { error: "Booking approval must be automatic or manual" }),
    bufferTimeMinutes: z.union(BUFFER_OPTIONS.map((minutes) => z.literal(minutes)), {
      error: "Buffer must be 0, 15, 30 or 60 minutes",
    }),
    advanceNoticeHours: z
      .number({ error: "Advance notice must be a number of hours" })
      .int("Advance notice must be whole hours")
      .min(MIN_ADVANCE_NOTICE_HOURS, `Advance notice must be at least ${MIN_ADVANCE_NOTICE_HOURS} hours`)
      .max(24 * 60, "Advance notice must be at most 60 days"),
    occupancyStatus: z.enum(OCCUPANCY_STATUSES, { error: "Occupancy must be vacant or resident" }),
    shareFeedbackComments: z.boolean({ error: "Sharing feedback comments must be true or false" }),
    landlordId: z.uuid("Choose an owner").nullable(),
    residentId: z.uuid("Choose a resident").nullable(),
    confirmations: confirmationRulesSchema,
  })
  .partial();
export type UpdatePropertyInput = z.infer<typeof updatePropertySchema>;

export const adminCreatePropertySchema = createPropertySchema.extend({ agentId: z.uuid("Choose an agent") });
export type AdminCreatePropertyInput = z.infer<typeof adminCreatePropertySchema>;
/** An account as the admin's agent picker and filter list it (lib/admin/list-agents.ts). */
export type AgentSummary = { id: string; email: string; agentName: string; propertyCount: number };

/** A schedule as stored: the form's rules (half hours, end after start) apply to edits, not to reading. */
export const storedScheduleAnswerSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.object({ enabled: z.boolean(), start: z.string(), end: z.string() })])) as Record<
    Weekday,
    z.ZodObject<{ enabled: z.ZodBoolean; start: z.ZodString; end: z.ZodString }>
  >,
);

/** What deleting a property did: archived (it had bookings) or removed, and how many showings were cancelled. */
export const deletePropertyAnswerSchema = z.object({ archived: z.boolean(), cancelled: z.number() });
