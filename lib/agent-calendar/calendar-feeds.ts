import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, calendarFeeds, properties } from "@/db/schema";
import { keyedHash } from "@/lib/auth/signed-token";
import { buildCalendarFeed } from "@/lib/booking-rules/calendar";
import { REQUESTED_STATUSES } from "@/lib/vocabulary/booking-status";
import { env } from "@/lib/env";
import { recordedAddress } from "@/lib/properties/archived";
import { daysBefore } from "@/lib/time/durations";
import type { CalendarFeedAddress } from "./schemas";

/** Showings this far back stay in the subscription. */
export const FEED_PAST_DAYS = 30;
const FEED_ID_LENGTH = 32;

/**
 * The secret part of an address: the stored random id followed by a keyed hash of it under
 * AUTH_SECRET. The table alone yields no working address, and revoking replaces the id.
 */
const tokenFor = (feedId: string) => `${feedId}${keyedHash(`calendar-feed:${feedId}`)}`;

function addressOf(feedId: string): CalendarFeedAddress {
  const url = `${env().APP_URL}/api/showbook/calendar-feed/${tokenFor(feedId)}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, "webcal://") };
}

const newFeedId = () => randomBytes(FEED_ID_LENGTH / 2).toString("hex");

/** The agent's subscription address, made on first use. */
export async function calendarFeedAddress(db: Db, userId: string): Promise<CalendarFeedAddress> {
  await db.insert(calendarFeeds).values({ userId, feedId: newFeedId() }).onConflictDoNothing();
  const [feed] = await db.select({ feedId: calendarFeeds.feedId }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return addressOf(feed.feedId);
}

/** Revokes the agent's address: the old one answers 404 from now on, and the new one is returned. */
export async function renewCalendarFeed(db: Db, userId: string): Promise<CalendarFeedAddress> {
  const feedId = newFeedId();
  await db
    .insert(calendarFeeds)
    .values({ userId, feedId })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { feedId, createdAt: new Date() } });
  return addressOf(feedId);
}

/** The agent a token belongs to, or null; the keyed hash is compared in constant time. */
async function feedOwner(db: Db, token: string): Promise<string | null> {
  const feedId = token.slice(0, FEED_ID_LENGTH);
  if (!/^[0-9a-f]+$/.test(feedId) || feedId.length !== FEED_ID_LENGTH) return null;
  const expected = Buffer.from(tokenFor(feedId));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [feed] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.feedId, feedId));
  return feed?.userId ?? null;
}

/**
 * The calendar behind a subscription token, or null for an unknown or revoked one: every
 * showing of the agent's from the last 30 days on, cancelled and declined ones as
 * STATUS:CANCELLED. Holds that were never paid are not showings and stay out.
 */
export async function calendarFeedFor(db: Db, token: string, now = new Date()): Promise<string | null> {
  const agentId = await feedOwner(db, token);
  if (!agentId) return null;
  const showings = await db
    .select({
      confirmationNumber: bookings.confirmationNumber,
      status: bookings.status,
      startsAt: bookings.startsAt,
      address: recordedAddress,
      timeZone: properties.timezone,
      bookerName: bookings.buyerName,
      timeRevision: bookings.timeRevision,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(bookings.agentId, agentId),
        inArray(bookings.status, REQUESTED_STATUSES),
        gte(bookings.startsAt, daysBefore(now, FEED_PAST_DAYS)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return buildCalendarFeed(
    showings.map(({ bookerName, ...showing }) => ({ ...showing, details: `Booked by: ${bookerName || "—"}` })),
    now,
  );
}
