import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, complianceRecords, notifications, properties, propertyPeople, users } from "@/db/schema";
import { inScope, type Scope } from "@/lib/auth/scope";
import { recordedAddress } from "@/lib/properties/archived";
import { COMPLETED_STATUSES, SHOWING_STATUSES, UPCOMING_STATUSES } from "@/lib/vocabulary/booking-status";
import type { CompletedQuery, CompletedShowingRow, CompletedShowingsPage, ShowingRow } from "./schemas";
import { containsPattern } from "@/db/contains-pattern";
import { DEFAULT_TIME_ZONE, todayIn } from "@/lib/time/zoned-time";
import { completedRangeStart, upcomingWindow, type DateWindow } from "./windows";
import { isOccupied, type OccupancyStatus } from "@/lib/vocabulary/occupancy";


const ownerName = sql<string>`trim(case when ${propertyPeople.ownerEntityName} <> '' then ${propertyPeople.ownerEntityName}
  else ${propertyPeople.ownerFirstName} || ' ' || ${propertyPeople.ownerLastName} end)`;
const residentName = sql<string>`trim(${propertyPeople.residentFirstName} || ' ' || ${propertyPeople.residentLastName})`;

/** The listing agent's e-mail, which an office view shows beside each showing. */
const listingAgentEmail = sql<string>`(select ${users.email} from ${users} where ${users.id} = ${bookings.agentId})`;

const showingColumns = {
  booking: bookings,
  listingAgentEmail,
  propertyAddress: recordedAddress,
  timezone: properties.timezone,
  ownerName,
  residentName,
  occupancyStatus: properties.occupancyStatus,
  duration: properties.showingDurationMinutes,
};

type SelectedRow = {
  booking: typeof bookings.$inferSelect;
  listingAgentEmail: string;
  propertyAddress: string;
  timezone: string;
  ownerName: string;
  residentName: string;
  occupancyStatus: OccupancyStatus;
};

function toShowingRow({ booking, listingAgentEmail, propertyAddress, timezone, ownerName, residentName, occupancyStatus }: SelectedRow): ShowingRow {
  return {
    id: booking.id,
    confirmationNumber: booking.confirmationNumber,
    propertyId: booking.propertyId,
    propertyAddress,
    showingDate: booking.showingDate,
    showingTime: booking.showingTime,
    startsAt: booking.startsAt.toISOString(),
    timezone,
    status: booking.status,
    requesterType: booking.requesterType,
    buyerName: booking.buyerName,
    buyerEmail: booking.buyerEmail,
    buyerPhone: booking.buyerPhone,
    agentName: booking.buyerAgentName === "Not provided" ? "" : booking.buyerAgentName,
    notes: booking.specialRequests,
    ownerName,
    residentName,
    isOccupied: isOccupied({ occupancyStatus }),
    listingAgentEmail,
    createdAt: booking.createdAt.toISOString(),
  };
}

const fromBookings = (db: Db) =>
  db
    .select(showingColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id));

/** Upcoming showings: pending or confirmed, starting within the next 14 days. */
export async function listUpcomingShowings(db: Db, scope: Scope, now: Date): Promise<ShowingRow[]> {
  const window = upcomingWindow(now);
  const rows = await fromBookings(db)
    .where(
      and(
        inScope(bookings.agentId, scope, bookings.propertyId),
        inArray(bookings.status, [...UPCOMING_STATUSES]),
        gte(bookings.startsAt, window.from),
        lt(bookings.startsAt, window.to),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map(toShowingRow);
}

/** Showings (not holds, lapsed holds or declined requests) whose property-local date falls in the window, both ends inclusive. */
export async function listCalendarShowings(db: Db, scope: Scope, window: DateWindow): Promise<ShowingRow[]> {
  const rows = await fromBookings(db)
    .where(
      and(
        inScope(bookings.agentId, scope, bookings.propertyId),
        inArray(bookings.status, [...SHOWING_STATUSES]),
        gte(bookings.showingDate, window.startDate),
        lte(bookings.showingDate, window.endDate),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map(toShowingRow);
}


function completedFilters(scope: Scope, query: CompletedQuery, now: Date): SQL | undefined {
  const since = completedRangeStart(query.range, todayIn(now, DEFAULT_TIME_ZONE));
  return and(
    inScope(bookings.agentId, scope, bookings.propertyId),
    query.status ? eq(bookings.status, query.status) : inArray(bookings.status, [...COMPLETED_STATUSES]),
    lt(bookings.startsAt, now),
    since ? gte(bookings.showingDate, since) : undefined,
    query.from ? gte(bookings.showingDate, query.from) : undefined,
    query.to ? lte(bookings.showingDate, query.to) : undefined,
    query.property ? ilike(properties.fullAddress, containsPattern(query.property)) : undefined,
    query.owner ? sql`${ownerName} ilike ${containsPattern(query.owner)}` : undefined,
  );
}

const SORT_COLUMNS = {
  date: bookings.startsAt,
  property: properties.fullAddress,
  buyer: bookings.buyerName,
  status: bookings.status,
} as const;

/** Past showings (completed, cancelled, no-show) matching the filters, one page at a time. */
export async function listCompletedShowings(db: Db, scope: Scope, query: CompletedQuery, now: Date): Promise<CompletedShowingsPage> {
  const where = completedFilters(scope, query, now);
  const order = query.dir === "asc" ? asc : desc;
  const [rows, [summary]] = await Promise.all([
    db
      .select({ ...showingColumns, record: complianceRecords })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
      .leftJoin(complianceRecords, eq(complianceRecords.bookingId, bookings.id))
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(bookings.startsAt), asc(bookings.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        total: count(),
        withRecord: count(complianceRecords.bookingId),
        compliant: sql<number>`count(*) filter (where ${complianceRecords.compliant})::int`,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
      .leftJoin(complianceRecords, eq(complianceRecords.bookingId, bookings.id))
      .where(where),
  ]);

  const ids = rows.map((row) => row.booking.id);
  const mail = ids.length
    ? await db
        .select({ bookingId: notifications.bookingId, certified: notifications.certified, sentAt: notifications.sentAt })
        .from(notifications)
        .where(and(inArray(notifications.bookingId, ids), eq(notifications.channel, "mail"), eq(notifications.recipientRole, "resident")))
    : [];

  const showings = rows.map((row): CompletedShowingRow => {
    const record = row.record;
    const letters = mail.filter((letter) => letter.bookingId === row.booking.id);
    const certified = letters.find((letter) => letter.certified);
    return {
      ...toShowingRow(row),
      isCompliant: record?.compliant ?? null,
      complianceApplicable: record?.applicable ?? null,
      complianceChecks: record?.checks ?? [],
      hasAdvanceNotice: record?.hoursOfNotice != null,
      advanceNoticeHours: record?.hoursOfNotice ?? null,
      hasCertifiedMail: Boolean(certified),
      certifiedMailDate: certified?.sentAt?.toISOString() ?? null,
      duration: row.duration,
      feedback: row.booking.feedback,
      feedbackRating: row.booking.feedbackRating,
      feedbackInterest: row.booking.feedbackInterest,
      bookingFee: row.booking.feeCents / 100,
      paymentStatus: row.booking.paymentStatus,
    };
  });
  return {
    showings,
    total: summary.total,
    compliancePercent: summary.withRecord ? Math.round((summary.compliant / summary.withRecord) * 1000) / 10 : null,
    limit: query.limit,
    offset: query.offset,
  };
}
