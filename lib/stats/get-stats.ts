import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingPageViews, bookings, properties } from "@/db/schema";
import { addDays, DEFAULT_TIME_ZONE, mondayOf, todayIn } from "@/lib/time/zoned-time";
import { inScope, type Scope } from "@/lib/auth/scope";
import { recordedAddress } from "@/lib/properties/archived";
import { BOOKED_STATUSES } from "@/lib/vocabulary/booking-status";
import { averagePerProperty, conversionRate, estimatedRevenue, TOP_PROPERTIES } from "./figures";

export const CHART_WEEKS = 12;

export type TopProperty = { id: string; address: string; bookings: number; views: number; conversionRate: number };
export type WeekBookings = { weekStart: string; bookings: number };

export type PropertyStats = {
  totalProperties: number;
  totalBookings: number;
  totalViews: number;
  conversionRate: number;
  averageBookingsPerProperty: number;
  estimatedRevenue: number;
  topProperties: TopProperty[];
  bookingsPerWeek: WeekBookings[];
};

/** The stats page's figures for the agent's properties (every agent's for an admin). */
export async function getPropertyStats(db: Db, scope: Scope, now: Date): Promise<PropertyStats> {
  const booked = and(eq(bookings.propertyId, properties.id), inArray(bookings.status, [...BOOKED_STATUSES]));
  const bookingCounts = await db
    .select({ id: properties.id, address: recordedAddress, bookings: count(bookings.id) })
    .from(properties)
    .leftJoin(bookings, booked)
    .where(inScope(properties.agentId, scope, properties.id))
    .groupBy(properties.id);
  const viewCounts = await db
    .select({
      id: bookingPageViews.propertyId,
      views: count(),
      converted: sql<number>`count(${bookingPageViews.bookedAt})::int`,
    })
    .from(bookingPageViews)
    .innerJoin(properties, eq(properties.id, bookingPageViews.propertyId))
    .where(inScope(properties.agentId, scope, properties.id))
    .groupBy(bookingPageViews.propertyId);
  const viewsOf = new Map(viewCounts.map((row) => [row.id, row]));
  const perProperty = bookingCounts
    .map((row) => ({ ...row, views: viewsOf.get(row.id)?.views ?? 0, converted: viewsOf.get(row.id)?.converted ?? 0 }))
    .sort((a, b) => b.bookings - a.bookings || b.views - a.views || a.address.localeCompare(b.address));

  const firstWeek = addDays(mondayOf(todayIn(now, DEFAULT_TIME_ZONE)), -7 * (CHART_WEEKS - 1));
  const weekly = await db
    .select({ weekStart: sql<string>`to_char(date_trunc('week', ${bookings.showingDate}), 'YYYY-MM-DD')`, bookings: count() })
    .from(bookings)
    .where(
      and(
        inScope(bookings.agentId, scope, bookings.propertyId),
        inArray(bookings.status, [...BOOKED_STATUSES]),
        gte(bookings.showingDate, firstWeek),
        sql`${bookings.showingDate} < ${addDays(firstWeek, 7 * CHART_WEEKS)}`,
      ),
    )
    .groupBy(sql`1`);

  const totalBookings = perProperty.reduce((sum, row) => sum + row.bookings, 0);
  const totalViews = perProperty.reduce((sum, row) => sum + row.views, 0);
  const totalConverted = perProperty.reduce((sum, row) => sum + row.converted, 0);
  return {
    totalProperties: perProperty.length,
    totalBookings,
    totalViews,
    conversionRate: conversionRate(totalConverted, totalViews),
    averageBookingsPerProperty: averagePerProperty(totalBookings, perProperty.length),
    estimatedRevenue: estimatedRevenue(totalBookings),
    topProperties: perProperty
      .slice(0, TOP_PROPERTIES)
      .map(({ converted, ...row }) => ({ ...row, conversionRate: conversionRate(converted, row.views) })),
    bookingsPerWeek: Array.from({ length: CHART_WEEKS }, (_, index) => {
      const weekStart = addDays(firstWeek, 7 * index);
      return { weekStart, bookings: weekly.find((row) => row.weekStart === weekStart)?.bookings ?? 0 };
    }),
  };
}
