import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, calendarFeeds } from "@/db/schema";
import { calendarFeedAddress, calendarFeedFor, renewCalendarFeed } from "@/lib/agent-calendar/calendar-feeds";
import { icsStatusOf } from "@/lib/booking-rules/calendar";
import { bookShowing, createAgent, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const now = new Date("2030-03-05T22:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(+now + days * DAY);

const tokenOf = (url: string) => url.match(/calendar-feed\/(.+)\.ics$/)![1];

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, status: vevent.getFirstPropertyValue("status"), start: event.startDate.toJSDate(), summary: event.summary, description: event.description };
  });
}

async function agentWithShowings() {
  const agent = await createAgent(db);
  const property = await createProperty(db, agent.id, { privateShowingInstructions: "Lockbox code 4821, alarm 9090" });
  const upcoming = await bookShowing(db, property, { startsAt: at(3) });
  const requested = await bookShowing(db, property, { startsAt: at(4), status: "pending" });
  const cancelled = await bookShowing(db, property, { startsAt: at(5), status: "cancelled" });
  const recent = await bookShowing(db, property, { startsAt: at(-10), status: "completed" });
  const old = await bookShowing(db, property, { startsAt: at(-40), status: "completed" });
  const unpaid = await bookShowing(db, property, { startsAt: at(6), status: "pending_payment", paymentStatus: "unpaid" });
  return { agent, property, upcoming, requested, cancelled, recent, old, unpaid };
}

describe("[calendar feed] the agent's private subscription", () => {
  it("serves upcoming and recent showings as an RFC 5545 calendar with the booker's UIDs, cancelled ones as CANCELLED, no access details", async () => {
    const { agent, upcoming, requested, cancelled, recent } = await agentWithShowings();
    const other = await createAgent(db);
    await bookShowing(db, await createProperty(db, other.id), { startsAt: at(3) });

    const { url, webcalUrl } = await calendarFeedAddress(db, agent.id);
    expect(webcalUrl).toBe(url.replace(/^https?:\/\//, "webcal://"));
    expect(await calendarFeedAddress(db, agent.id)).toEqual({ url, webcalUrl });
    const text = (await calendarFeedFor(db, tokenOf(url), now))!;
    expect(text).not.toContain("Lockbox");
    expect(text).not.toContain("4821");
    const parsed = events(text);
    expect(parsed.map((event) => event.uid)).toEqual([recent, upcoming, requested, cancelled].map((booking) => `${booking.confirmationNumber}@showbook`));
    expect(parsed.map((event) => event.status)).toEqual(["CONFIRMED", "CONFIRMED", "TENTATIVE", "CANCELLED"]);
    expect(parsed[1].start.toISOString()).toBe(upcoming.startsAt.toISOString());
    expect(parsed[1].summary).toBe("Property showing: 123 Main St, Oakland, CA 94612");
    expect(parsed[1].description).toContain("Booked by: Bo Buyer");
    expect(parsed[1].description).toContain(`Confirmation number: ${upcoming.confirmationNumber}`);
    // The booker's calendar file states the same status for the same UID.
    expect(parsed[2].status).toBe(icsStatusOf(requested.status));
  });

  it("shows a change at the next fetch: a cancelled or moved showing keeps its UID with a higher sequence", async () => {
    const { agent, upcoming } = await agentWithShowings();
    const token = tokenOf((await calendarFeedAddress(db, agent.id)).url);
    const sequenceOf = (text: string) =>
      new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents("vevent")
        .find((vevent) => vevent.getFirstPropertyValue("uid") === `${upcoming.confirmationNumber}@showbook`)!;
    const before = sequenceOf((await calendarFeedFor(db, token, now))!);
    await db.update(bookings).set({ startsAt: at(7), endsAt: new Date(+at(7) + 1_800_000), timeRevision: 1 }).where(eq(bookings.id, upcoming.id));
    const moved = sequenceOf((await calendarFeedFor(db, token, now))!);
    expect(moved.getFirstPropertyValue("dtstart")!.toString()).not.toBe(before.getFirstPropertyValue("dtstart")!.toString());
    expect(Number(moved.getFirstPropertyValue("sequence"))).toBeGreaterThan(Number(before.getFirstPropertyValue("sequence")));
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, upcoming.id));
    const called = sequenceOf((await calendarFeedFor(db, token, now))!);
    expect(called.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(Number(called.getFirstPropertyValue("sequence"))).toBeGreaterThan(Number(moved.getFirstPropertyValue("sequence")));
  });

  it("revoking gives a new address and the old one finds nothing; tampered or unknown tokens find nothing", async () => {
    const { agent } = await agentWithShowings();
    const old = tokenOf((await calendarFeedAddress(db, agent.id)).url);
    const renewed = tokenOf((await renewCalendarFeed(db, agent.id)).url);
    expect(renewed).not.toBe(old);
    expect(await calendarFeedFor(db, old, now)).toBeNull();
    expect(await calendarFeedFor(db, renewed, now)).toContain("BEGIN:VCALENDAR");
    const tampered = `${renewed.slice(0, -1)}${renewed.endsWith("A") ? "B" : "A"}`;
    expect(await calendarFeedFor(db, tampered, now)).toBeNull();
    expect(await calendarFeedFor(db, "", now)).toBeNull();
    expect(await calendarFeedFor(db, "0".repeat(32), now)).toBeNull();
    // Only the random id is stored, never the address's secret part.
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, agent.id));
    expect(renewed.startsWith(row.feedId)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(renewed);
  });
});
