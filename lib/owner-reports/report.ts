import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { bookingPageViews, bookings, type Property } from "@/db/schema";
import { zoneLabel } from "@/lib/bookings/day-options";
import { addDays, formatCalendarDate, formatMediumDate, formatZonedTime, mondayOf, todayIn } from "@/lib/time/zoned-time";
import { BOOKED_STATUSES, SHOWING_STATUSES, STATUS_LABELS, type BookingStatus } from "@/lib/vocabulary/booking-status";
import { FEEDBACK_INTEREST_LABELS } from "@/lib/vocabulary/feedback-interest";

/** Weeks of views and bookings the report shows, this one included. */
export const REPORT_WEEKS = 8;
const UPCOMING_LIMIT = 50;
const PAST_LIMIT = 25;
const FEEDBACK_LIMIT = 25;

/** One showing as the owner sees it: when and its status, never who booked it. */
export type ReportShowing = { id: string; date: string; time: string; status: string };
export type ReportFeedback = { id: string; date: string; rating: number | null; interest: string | null; comments: string | null };
export type ReportWeek = { weekStart: string; label: string; views: number; bookings: number };

/** What the owner's page, the agent's preview and the weekly e-mail show: plain, serializable text and numbers. */
export type OwnerReport = {
  address: string;
  timeZone: string;
  /** "Pacific Time (PST)": the zone the times are in, as of today. */
  zone: string;
  sharesComments: boolean;
  upcoming: ReportShowing[];
  past: ReportShowing[];
  feedback: ReportFeedback[];
  weeks: ReportWeek[];
};

type ReportProperty = Pick<Property, "id" | "fullAddress" | "timezone" | "shareFeedbackComments">;

// Only these columns are read: the booker's name, e-mail and phone never enter the report.
const showingColumns = { id: bookings.id, startsAt: bookings.startsAt, showingDate: bookings.showingDate, status: bookings.status };

/** The listing's activity at `now`: showings ahead and behind, the shared feedback, and views and bookings per week. */
export async function loadOwnerReport(db: DbOrTx, property: ReportProperty, now: Date): Promise<OwnerReport> {
  const zone = property.timezone;
  const ofListing = and(eq(bookings.propertyId, property.id), eq(bookings.isDemo, false), inArray(bookings.status, [...SHOWING_STATUSES]));
  const asShowing = (row: { id: string; startsAt: Date; showingDate: string; status: BookingStatus }) => ({
    id: row.id,
    date: formatCalendarDate(row.showingDate),
    time: formatZonedTime(row.startsAt, zone),
    status: STATUS_LABELS[row.status],
  });
  const [upcoming, past, feedback] = await Promise.all([
    db.select(showingColumns).from(bookings).where(and(ofListing, gt(bookings.startsAt, now))).orderBy(asc(bookings.startsAt)).limit(UPCOMING_LIMIT),
    db.select(showingColumns).from(bookings).where(and(ofListing, lte(bookings.startsAt, now))).orderBy(desc(bookings.startsAt)).limit(PAST_LIMIT),
    db
      .select({
        id: bookings.id,
        showingDate: bookings.showingDate,
        rating: bookings.feedbackRating,
        interest: bookings.feedbackInterest,
        comments: property.shareFeedbackComments ? bookings.feedback : sql<string>`''`,
      })
      .from(bookings)
      .where(and(ofListing, isNotNull(bookings.feedbackAt)))
      .orderBy(desc(bookings.startsAt))
      .limit(FEEDBACK_LIMIT),
  ]);

  const thisWeek = mondayOf(todayIn(now, zone));
  const firstWeek = addDays(thisWeek, -7 * (REPORT_WEEKS - 1));
  const viewWeek = sql<string>`to_char(date_trunc('week', ${bookingPageViews.day}), 'YYYY-MM-DD')`;
  const bookedWeek = sql<string>`to_char(date_trunc('week', (${bookings.createdAt} at time zone ${zone})::date), 'YYYY-MM-DD')`;
  const [views, booked] = await Promise.all([
    db
      .select({ weekStart: viewWeek, count: sql<number>`count(*)::int` })
      .from(bookingPageViews)
      .where(and(eq(bookingPageViews.propertyId, property.id), gte(bookingPageViews.day, firstWeek)))
      .groupBy(sql`1`),
    db
      .select({ weekStart: bookedWeek, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, property.id),
          eq(bookings.isDemo, false),
          inArray(bookings.status, [...BOOKED_STATUSES]),
          sql`(${bookings.createdAt} at time zone ${zone})::date >= ${firstWeek}`,
        ),
      )
      .groupBy(sql`1`),
  ]);
  const countIn = (rows: { weekStart: string; count: number }[], weekStart: string) => rows.find((row) => row.weekStart === weekStart)?.count ?? 0;

  return {
    address: property.fullAddress,
    timeZone: zone,
    zone: zoneLabel(todayIn(now, zone), zone),
    sharesComments: property.shareFeedbackComments,
    upcoming: upcoming.map(asShowing),
    past: past.map(asShowing),
    feedback: feedback.map((row) => ({
      id: row.id,
      date: formatCalendarDate(row.showingDate),
      rating: row.rating,
      interest: row.interest ? FEEDBACK_INTEREST_LABELS[row.interest] : null,
      comments: row.comments || null,
    })),
    weeks: Array.from({ length: REPORT_WEEKS }, (_, index) => {
      const weekStart = addDays(firstWeek, 7 * index);
      return { weekStart, label: `Week of ${formatMediumDate(weekStart)}`, views: countIn(views, weekStart), bookings: countIn(booked, weekStart) };
    }),
  };
}
