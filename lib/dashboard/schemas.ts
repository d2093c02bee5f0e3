import { z } from "zod";
import { COMPLETED_STATUSES } from "@/lib/bookings/status";
import { daysBetween } from "@/lib/time/zoned-time";
import { CALENDAR_WINDOW_DAYS, COMPLETED_PAGE_SIZE, COMPLETED_RANGES, DEFAULT_COMPLETED_RANGE, isIsoDate } from "./windows";

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
  .object({ startDate: isoDate("startDate").optional(), endDate: isoDate("endDate").optional() })
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
