import { count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingPageViews } from "@/db/schema";
import { keyedHash } from "@/lib/auth/signed-token";
import { clientIp } from "@/lib/request-ip";

// Crawlers, link previews and headless tools: they view pages nobody books from.
const BOT_PATTERN = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|headless|lighthouse|curl|wget|python-requests|node-fetch/i;

export const isBot = (userAgent: string | null) => !userAgent || BOT_PATTERN.test(userAgent);

/** A visitor is one browser at one address; kept as a keyed hash, so no IP is stored. */
export const visitorKeyOf = (headers: Headers) => keyedHash(`${clientIp(headers) ?? "direct"}|${headers.get("user-agent") ?? ""}`);

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A property's views, as the share page, the stats and the overview all count them: each
 * visitor of its booking or share page once a day, bots not at all.
 */
export async function countBookingPageViews(db: Db, propertyId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(bookingPageViews).where(eq(bookingPageViews.propertyId, propertyId));
  return row?.value ?? 0;
}

/** Counts a view of a booking form (booking or share page): once per visitor, property and UTC day; bots not at all. */
export async function recordBookingPageView(db: Db, propertyId: string, headers: Headers, now = new Date()): Promise<void> {
  if (isBot(headers.get("user-agent"))) return;
  await db
    .insert(bookingPageViews)
    .values({ propertyId, visitorKey: visitorKeyOf(headers), day: dayOf(now) })
    .onConflictDoNothing();
}

/**
 * Marks the visitor's view of the day as converted. A booking made without a recorded view
 * (an API call) adds its own converted view, so converted views never outnumber views.
 */
export async function markBookingPageViewBooked(db: Db, propertyId: string, headers: Headers, now = new Date()): Promise<void> {
  await db
    .insert(bookingPageViews)
    .values({ propertyId, visitorKey: visitorKeyOf(headers), day: dayOf(now), bookedAt: now })
    .onConflictDoUpdate({
      target: [bookingPageViews.propertyId, bookingPageViews.visitorKey, bookingPageViews.day],
      set: { bookedAt: sql`coalesce(${bookingPageViews.bookedAt}, excluded.booked_at)` },
    });
}
