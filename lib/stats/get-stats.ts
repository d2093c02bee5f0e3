import { and, count, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingPageViews, bookings, properties, users } from "@/db/schema";
import { addDays, DEFAULT_TIME_ZONE, mondayOf, todayIn } from "@/lib/time/zoned-time";
import { inScope, type Scope } from "@/lib/auth/scope";
import { recordedAddress } from "@/lib/properties/archived";
import { BOOKED_STATUSES } from "@/lib/vocabulary/booking-status";
import { averagePerProperty, conversionRate, estimatedRevenue, TOP_PROPERTIES } from "./figures";

export const CHART_WEEKS = 12;

export type TopProperty = { id: string; address: string; bookings: number; views: number; conversionRate: number };
export type WeekBookings = { weekStart: string; bookings: number };
/** One listing agent's figures, for a view over several agents (an office's, an admin's). */
export type AgentFigures = { agentId: string; email: string; properties: number; bookings: number; views: number; conversionRate: number };

export type PropertyStats = {
  totalProperties: number;
  totalBookings: number;
  totalViews: number;
  conversionRate: number;
  averageBookingsPerProperty: number;
  estimatedRevenue: number;
  topProperties: TopProperty[];
  bookingsPerWeek: WeekBookings[];
  /** By listing agent, most bookings first; one row when the view holds one agent's listings. */
  byAgent: AgentFigures[];
};

/** The stats page's figures for the agent's properties (every agent's for an admin). */
export async function getPropertyStats(db: Db, scope: Scope, now: Date): Promise<PropertyStats> {
  const booked = and(eq(bookings.propertyId, properties.id), inArray(bookings.status, [...BOOKED_STATUSES]));
  const bookingCounts = await db
    .select({ id: properties.id, address: recordedAddress, agentId: properties.agentId, agentEmail: users.email, bookings: count(bookings.id) })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.agentId))
    .leftJoin(bookings, booked)
    .where(inScope(properties.agentId, scope, properties.id))
    .groupBy(properties.id, users.email);
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
      .map(({ id, address, bookings, views, converted }) => ({ id, address, bookings, views, conversionRate: conversionRate(converted, views) })),
    bookingsPerWeek: Array.from({ length: CHART_WEEKS }, (_, index) => {
      const weekStart = addDays(firstWeek, 7 * index);
      return { weekStart, bookings: weekly.find((row) => row.weekStart === weekStart)?.bookings ?? 0 };
    }),
    byAgent: figuresByAgent(perProperty),
  };
}

function figuresByAgent(perProperty: { agentId: string; agentEmail: string; bookings: number; views: number; converted: number }[]): AgentFigures[] {
  const byAgent = new Map<string, { email: string; properties: number; bookings: number; views: number; converted: number }>();
  for (const row of perProperty) {
    const figures = byAgent.get(row.agentId) ?? { email: row.agentEmail, properties: 0, bookings: 0, views: 0, converted: 0 };
    byAgent.set(row.agentId, { ...figures, properties: figures.properties + 1, bookings: figures.bookings + row.bookings, views: figures.views + row.views, converted: figures.converted + row.converted });
  }
  return [...byAgent]
    .map(([agentId, { converted, ...figures }]) => ({ agentId, ...figures, conversionRate: conversionRate(converted, figures.views) }))
    .sort((a, b) => b.bookings - a.bookings || a.email.localeCompare(b.email));
}
