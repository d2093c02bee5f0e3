import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingPageViews, bookings, notifications, properties } from "@/db/schema";
import { inScope, type Scope } from "@/lib/auth/scope";
import { notArchived } from "@/lib/properties/archived";
import { BOOKED_STATUSES, CANCELLED_STATUSES, SHOWING_STATUSES } from "@/lib/vocabulary/booking-status";
import { CHANNEL_LABELS } from "@/lib/vocabulary/notice-channels";
import { addDays, DEFAULT_TIME_ZONE, formatZonedDateTime, todayIn } from "@/lib/time/zoned-time";
import { daysBefore, formatTimeSaved } from "@/lib/time/durations";

/** Spec §3 Dashboard stats, plus a change hint per card computed from the data. */
export type DashboardStats = {
  properties: number;
  totalBookings: number;
  hoursSaved: string;
  monthlyBookings: number;
  totalViews: number;
  hints: { properties: string; totalBookings: string; hoursSaved: string; monthlyBookings: string };
};

export type ActivityKind = "booking" | "cancellation" | "notice_failed" | "property_added";
/** `timeZone` is the zone of the property the event concerns (the agent's for a notice without a booking): `at` shows in it. */
export type ActivityItem = { id: string; kind: ActivityKind; at: string; timeZone: string; title: string; detail: string };

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "No change");

/** The first day of the month a date is in, and of the month before. */
function monthStarts(today: string) {
  const thisMonth = `${today.slice(0, 8)}01`;
  const lastMonth = `${addDays(thisMonth, -1).slice(0, 8)}01`;
  return { thisMonth, lastMonth };
}

export async function getDashboardStats(db: Db, scope: Scope, now: Date): Promise<DashboardStats> {
  const today = todayIn(now, DEFAULT_TIME_ZONE);
  const { thisMonth, lastMonth } = monthStarts(today);
  const weekAgo = daysBefore(now, 7);
  const booked = and(inScope(bookings.agentId, scope, bookings.propertyId), inArray(bookings.status, [...BOOKED_STATUSES]));

  const [[property], [booking]] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${properties.status} = 'listed')::int`,
        // Of the active properties, those added this month: the hint counts what the card counts.
        addedThisMonth: sql<number>`count(*) filter (where ${properties.status} = 'listed' and ${properties.createdAt} >= ${thisMonth}::date)::int`,
        // Views as the stats and share pages count them (lib/stats/booking-page-views).
        views: sql<number>`coalesce(sum((select count(*) from ${bookingPageViews} where ${bookingPageViews.propertyId} = ${properties.id})), 0)::int`,
      })
      .from(properties)
      .where(and(inScope(properties.agentId, scope, properties.id), notArchived)),
    db
      .select({
        total: count(),
        bookedThisWeek: sql<number>`count(*) filter (where ${bookings.createdAt} >= ${weekAgo.toISOString()}::timestamptz)::int`,
        thisMonth: sql<number>`count(*) filter (where ${bookings.showingDate} >= ${thisMonth})::int`,
        lastMonth: sql<number>`count(*) filter (where ${bookings.showingDate} >= ${lastMonth} and ${bookings.showingDate} < ${thisMonth})::int`,
        thisMonthToDate: sql<number>`count(*) filter (where ${bookings.showingDate} >= ${thisMonth} and ${bookings.showingDate} <= ${today})::int`,
      })
      .from(bookings)
      .where(booked),
  ]);

  return {
    properties: property.active,
    totalBookings: booking.total,
    hoursSaved: formatTimeSaved(booking.total),
    monthlyBookings: booking.thisMonth,
    totalViews: property.views,
    hints: {
      properties: `${signed(property.addedThisMonth)} added this month`,
      totalBookings: `${signed(booking.bookedThisWeek)} booked this week`,
      hoursSaved: `${formatTimeSaved(booking.thisMonthToDate)} saved this month so far`,
      monthlyBookings: `${signed(booking.thisMonth - booking.lastMonth)} vs last month (${booking.lastMonth})`,
    },
  };
}

const ACTIVITY_LIMIT = 10;

/** The latest bookings, cancellations, failed notices and added properties, newest first. */
export async function listRecentActivity(db: Db, scope: Scope, limit = ACTIVITY_LIMIT): Promise<ActivityItem[]> {
  const [booked, cancelled, failed, added] = await Promise.all([
    db
      .select({
        id: bookings.id,
        at: bookings.createdAt,
        timeZone: properties.timezone,
        name: bookings.buyerName,
        address: properties.fullAddress,
        startsAt: bookings.startsAt,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(and(inScope(bookings.agentId, scope, bookings.propertyId), inArray(bookings.status, [...SHOWING_STATUSES])))
      .orderBy(desc(bookings.createdAt))
      .limit(limit),
    db
      .select({
        id: bookings.id,
        at: bookings.cancelledAt,
        timeZone: properties.timezone,
        name: bookings.buyerName,
        address: properties.fullAddress,
        reason: bookings.cancellationReason,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(and(inScope(bookings.agentId, scope, bookings.propertyId), inArray(bookings.status, CANCELLED_STATUSES), isNotNull(bookings.cancelledAt)))
      .orderBy(desc(bookings.cancelledAt))
      .limit(limit),
    db
      .select({
        id: notifications.id,
        at: notifications.failedAt,
        timeZone: properties.timezone,
        channel: notifications.channel,
        recipient: notifications.recipientName,
        role: notifications.recipientRole,
        error: notifications.lastError,
      })
      .from(notifications)
      .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
      .leftJoin(properties, eq(properties.id, bookings.propertyId))
      .where(and(inScope(notifications.agentId, scope), eq(notifications.status, "failed"), isNotNull(notifications.failedAt)))
      .orderBy(desc(notifications.failedAt))
      .limit(limit),
    db
      .select({ id: properties.id, at: properties.createdAt, timeZone: properties.timezone, address: properties.fullAddress })
      .from(properties)
      .where(inScope(properties.agentId, scope, properties.id))
      .orderBy(desc(properties.createdAt))
      .limit(limit),
  ]);

  const items: ActivityItem[] = [
    ...booked.map((row) => ({
      id: `booking-${row.id}`,
      kind: "booking" as const,
      at: row.at.toISOString(),
      timeZone: row.timeZone,
      title: `New booking by ${row.name || "a visitor"}`,
      detail: `${row.address} · ${formatZonedDateTime(row.startsAt, row.timeZone)}`,
    })),
    ...cancelled.map((row) => ({
      id: `cancellation-${row.id}`,
      kind: "cancellation" as const,
      at: row.at!.toISOString(),
      timeZone: row.timeZone,
      title: `Showing cancelled${row.name ? ` (${row.name})` : ""}`,
      detail: [row.address, row.reason].filter(Boolean).join(" · "),
    })),
    ...failed.map((row) => ({
      id: `notice-${row.id}`,
      kind: "notice_failed" as const,
      at: row.at!.toISOString(),
      timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
      title: `${CHANNEL_LABELS[row.channel].title} notice failed`,
      detail: [row.recipient || row.role.replace("_", " "), row.error].filter(Boolean).join(" · "),
    })),
    ...added.map((row) => ({
      id: `property-${row.id}`,
      kind: "property_added" as const,
      at: row.at.toISOString(),
      timeZone: row.timeZone,
      title: "Property added",
      detail: row.address,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
