import { z } from "zod";
import { BOOKING_STATUSES, COMPLETED_STATUSES } from "@/lib/vocabulary/booking-status";
import { FEEDBACK_INTERESTS } from "@/lib/vocabulary/feedback-interest";
import { daysBetween } from "@/lib/time/zoned-time";
import { isIsoDate } from "@/lib/time/iso-date";
import { CALENDAR_WINDOW_DAYS, COMPLETED_PAGE_SIZE, COMPLETED_RANGES, DEFAULT_COMPLETED_RANGE } from "./windows";

const MAX_CALENDAR_DAYS = 92;

const isoDate = (label: string) => z.string().trim().refine(isIsoDate, `${label} must be a valid date in YYYY-MM-DD format`);
const optionalIsoDate = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || isIsoDate(value), `${label} must be a valid date in YYYY-MM-DD format`)
    .transform((value) => value || undefined)
    .optional();

export const calendarQuerySchema = z
  .object({
    startDate: isoDate("startDate").optional(),
    endDate: isoDate("endDate").optional(),
    // The dashboard's view (lib/auth/acting-scope.ts SCOPE_VIEWS), read by the route's listScope.
    scope: z.enum(["mine", "office"], { message: 'scope must be "mine" or "office"' }).optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || daysBetween(query.startDate, query.endDate) >= 0, {
    path: ["endDate"],
    message: "endDate must not be before startDate",
  })
  .refine((query) => !query.startDate || !query.endDate || daysBetween(query.startDate, query.endDate) < MAX_CALENDAR_DAYS, {
    path: ["endDate"],
    message: `The calendar window can span at most ${MAX_CALENDAR_DAYS} days (default ${CALENDAR_WINDOW_DAYS})`,
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const COMPLETED_SORTS = ["date", "property", "buyer", "status"] as const;

export const completedQuerySchema = z.object({
  range: z.enum(COMPLETED_RANGES).default(DEFAULT_COMPLETED_RANGE),
  status: z
    .enum([...COMPLETED_STATUSES, ""])
    .transform((value) => value || undefined)
    .optional(),
  property: z.string().trim().max(200).optional(),
  owner: z.string().trim().max(200).optional(),
  from: optionalIsoDate("from"),
  to: optionalIsoDate("to"),
  sort: z.enum(COMPLETED_SORTS).default("date"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  limit: z.coerce.number().int().min(1).max(200).default(COMPLETED_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CompletedQuery = z.infer<typeof completedQuerySchema>;

/** The completed-showings filters of a URL; a malformed value falls back to its default instead of failing the page. */
export function completedQueryFromSearchParams(params: Record<string, string | string[] | undefined>): CompletedQuery {
  const entries = Object.entries(params).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : []));
  const raw: Record<string, string> = Object.fromEntries(entries);
  const parsed = completedQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return completedQuerySchema.parse(Object.fromEntries(entries.filter(([key]) => !bad.has(key))));
}

/** A showing as the dashboard's answers carry it (calendar, upcoming, completed). */
export const showingRowSchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  propertyId: z.string(),
  propertyAddress: z.string(),
  showingDate: z.string(),
  showingTime: z.string(),
  startsAt: z.string(),
  timezone: z.string(),
  status: z.enum(BOOKING_STATUSES),
  requesterType: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  agentName: z.string(),
  notes: z.string(),
  ownerName: z.string(),
  residentName: z.string(),
  isOccupied: z.boolean(),
  /** The listing agent's account e-mail (shown in an office's view). */
  listingAgentEmail: z.string(),
  createdAt: z.string(),
});
/** One showing as the dashboard lists it (spec §3, Showing and Calendar showing). */
export type ShowingRow = z.infer<typeof showingRowSchema>;

export const calendarAnswerSchema = z.object({ startDate: z.string(), endDate: z.string(), showings: z.array(showingRowSchema) });

/** A past showing with its compliance record (spec §3, Completed showing). */
export const completedShowingRowSchema = showingRowSchema.extend({
  isCompliant: z.boolean().nullable(),
  complianceApplicable: z.boolean().nullable(),
  complianceChecks: z.array(z.object({ rule: z.string(), passed: z.boolean(), detail: z.string() })),
  hasAdvanceNotice: z.boolean(),
  advanceNoticeHours: z.number().nullable(),
  hasCertifiedMail: z.boolean(),
  certifiedMailDate: z.string().nullable(),
  duration: z.number(),
  feedback: z.string(),
  feedbackRating: z.number().nullable(),
  feedbackInterest: z.enum(FEEDBACK_INTERESTS).nullable(),
  bookingFee: z.number(),
  paymentStatus: z.string(),
});
export type CompletedShowingRow = z.infer<typeof completedShowingRowSchema>;

export const completedShowingsPageSchema = z.object({
  showings: z.array(completedShowingRowSchema),
  total: z.number(),
  /** Share of the matching showings whose § 1954 record is compliant, to one decimal; null without records. */
  compliancePercent: z.number().nullable(),
  limit: z.number(),
  offset: z.number(),
});
export type CompletedShowingsPage = z.infer<typeof completedShowingsPageSchema>;
