import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { bookings, externalCalendars, propertyDateOverrides, rateLimitCounters, type Property } from "@/db/schema";
import { recreateFunctions } from "@/db/migrate";
import { createDb } from "@/db/client";
import { clearEndedWindows, rateLimiterFor, rateLimitKey } from "@/lib/rate-limit/rate-limit";
import { RATE_LIMITS } from "@/lib/rate-limit/rules";
import { checkSlot } from "@/lib/availability/compute-slots";
import { findPublicProperty } from "@/lib/bookings/public-property";
import { checkedSlot } from "@/lib/bookings/ledger/assert-slot-bookable";
import { blockedPeriod } from "@/lib/bookings/ledger/blocked-period";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { loadSlotContext, slotCheckOptions } from "@/lib/bookings/ledger/slot-context";
import { SLOT_HOLDING_STATUSES, BOOKING_STATUSES, type BookingStatus } from "@/lib/vocabulary/booking-status";
import { addDays, fromLocal, toLocal } from "@/lib/time/zoned-time";
import { bookingRow, bookShowing, businessDayAt, createAgent, createOccupiedProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();
const MINUTE = 60_000;

/** An unpaid hold of `property` at `startsAt`, live until `holdExpiresAt`, as the hold's SQL leaves one. */
async function holdOf(property: Property, startsAt: Date, holdExpiresAt: Date, email = uniqueEmail("holder")) {
  const [row] = await db
    .insert(bookings)
    .values(bookingRow(property, { startsAt, email, status: "pending_payment", paymentStatus: "pending", holdExpiresAt, bookerMailbox: email }))
    .returning();
  return row;
}

async function ask<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await db.execute<{ answer: T }>(sql`select ${query} as answer`);
  return row.answer;
}

describe("[ledger] the SQL's status list and lapsed-hold rule", () => {
  it("showbook_slot_holding_statuses() is SLOT_HOLDING_STATUSES, in its order", async () => {
    expect(await ask<string[]>(sql`showbook_slot_holding_statuses()`)).toEqual([...SLOT_HOLDING_STATUSES]);
  });

  it("frees a hold from the instant its time is up, and no other booking", async () => {
    const now = new Date("2026-11-24T20:00:00Z");
    const holds = (status: BookingStatus, holdExpiresAt: Date | null) =>
      ask<boolean>(sql`showbook_holds_slot(${status}, ${holdExpiresAt?.toISOString() ?? null}::timestamptz, ${now.toISOString()}::timestamptz)`);
    expect(await holds("pending_payment", now)).toBe(false);
    expect(await holds("pending_payment", new Date(+now + 1))).toBe(true);
    // A hold without an end (none is written so) keeps its slot rather than vanishing.
    expect(await holds("pending_payment", null)).toBe(true);
    for (const status of BOOKING_STATUSES.filter((status) => status !== "pending_payment")) {
      expect(await holds(status, new Date(+now - 60 * MINUTE))).toBe((SLOT_HOLDING_STATUSES as readonly string[]).includes(status));
    }
  });
});

describe("[ledger] one slot context for the hold, the booking paths and the public availability", () => {
  it("checks every slot of a day as the availability shows it: bookings, a held move, holds live and lapsed, busy times, consents, overrides", async () => {
    const now = new Date();
    const agent = await createAgent(db);
    // An occupied unit without electronic consent: the notice rules take part too.
    const property = await createOccupiedProperty(db, agent.id, null, { bufferTimeMinutes: 15 });
    const tz = property.timezone;
    const day = toLocal(businessDayAt(8, "10:00", tz, now), tz).date;
    const at = (time: string, date = day) => fromLocal(date, time, tz)!;

    await bookShowing(db, property, { startsAt: at("10:00") });
    // A confirmed showing the day before with a move to this day's 14:00 awaiting approval.
    const moved = await bookShowing(db, property, { startsAt: at("11:00", addDays(day, -1)) });
    await db
      .update(bookings)
      .set({ moveStartsAt: at("14:00"), moveEndsAt: at("14:30"), moveBlockedPeriod: blockedPeriod(at("14:00"), at("14:30"), 15), moveShowingDate: day, moveShowingTime: "14:00" })
      .where(eq(bookings.id, moved.id));
    await holdOf(property, at("12:00"), new Date(+now + 5 * MINUTE));
    await holdOf(property, at("13:00"), new Date(+now - MINUTE));
    await bookShowing(db, property, { startsAt: at("15:00"), status: "cancelled", cancelledAt: now });
    await db.insert(externalCalendars).values({ agentId: agent.id, kind: "ics", url: `https://calendar.test/${randomUUID()}.ics`, busy: [{ start: at("16:00").toISOString(), end: at("16:30").toISOString() }] });
    await db.insert(propertyDateOverrides).values({ propertyId: property.id, startDate: day, endDate: day, kind: "hours", startTime: "09:00", endTime: "17:00" });

    const { days } = await loadPropertyAvailability(db, (await findPublicProperty(db, property.id))!, now);
    const shown = days.find((candidate) => candidate.date === day);
    expect(shown?.slots.length).toBeGreaterThan(0);

    const context = (await loadSlotContext(db, property.id, { date: day }, now))!;
    expect(context.held.map(({ startsAt }) => toLocal(startsAt, tz).time).sort()).toEqual(["10:00", "11:00", "12:00", "14:00"]);
    expect(context.busy).toHaveLength(1);
    expect(context.consents).toEqual({ electronic: false, otherHours: false });
    expect(context.overrides).toMatchObject([{ kind: "hours", startTime: "09:00", endTime: "17:00" }]);

    const checked = shown!.slots.map(({ time }) => {
      const { available, reason } = checkSlot(property, context.held, day, time, slotCheckOptions(property, context, now));
      return { time, available, reason };
    });
    expect(checked).toEqual(shown!.slots.map(({ time, available, reason }) => ({ time, available, reason })));
    // The context refuses what the rows hold and frees the lapsed hold and the cancelled showing.
    const state = (time: string) => checked.find((slot) => slot.time === time);
    for (const time of ["10:00", "12:00", "14:00", "16:00"]) expect(state(time)?.available).toBe(false);
    for (const time of ["13:00", "15:00"]) expect(state(time)?.available).toBe(true);
    expect(() => checkedSlot(property, context, day, "13:00", now)).not.toThrow();
  });

  it("leaves out the booker's own live holds and the booking being moved", async () => {
    const now = new Date();
    const agent = await createAgent(db);
    const property = await createOccupiedProperty(db, agent.id, now);
    const day = toLocal(businessDayAt(8, "10:00", property.timezone, now), property.timezone).date;
    const email = uniqueEmail("holder");
    const hold = await holdOf(property, fromLocal(day, "10:00", property.timezone)!, new Date(+now + 5 * MINUTE), email);
    expect((await loadSlotContext(db, property.id, { date: day }, now))!.held).toHaveLength(1);
    expect((await loadSlotContext(db, property.id, { date: day, mailbox: email }, now))!.held).toHaveLength(0);
    expect((await loadSlotContext(db, property.id, { date: day, movingBookingId: hold.id }, now))!.held).toHaveLength(0);
    expect(await loadSlotContext(db, randomUUID(), { date: day }, now)).toBeNull();
  });
});

describe("[ledger] the rate limits' counters are the app's own table", () => {
  const limiter = rateLimiterFor(inject("databaseUrl"));

  it("counts in a fixed window, gives points back, and the job deletes ended windows", async () => {
    const key = `test-${randomUUID()}`;
    expect(await limiter.consume("holdsPerEmail", key)).toBe(1);
    expect(await limiter.consume("holdsPerEmail", key, 2)).toBe(3);
    await limiter.refund("holdsPerEmail", key, 2);
    expect(await limiter.consume("holdsPerEmail", key)).toBe(2);
    const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, rateLimitKey("holdsPerEmail", key)));
    expect(+row.windowEndsAt - Date.now()).toBeGreaterThan((RATE_LIMITS.holdsPerEmail.duration - 60) * 1000);

    await clearEndedWindows(db, new Date(+row.windowEndsAt - 1));
    expect(await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, row.key))).toHaveLength(1);
    await clearEndedWindows(db, row.windowEndsAt);
    expect(await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, row.key))).toHaveLength(0);
  });
});

describe("[ledger] the migrator creates every showbook_* function again from db/functions", () => {
  it("drops a function no source defines and keeps the ledger's working", async () => {
    const own = createDb(inject("databaseUrl"), 1);
    try {
      await own.sql.unsafe("create function showbook_not_in_sources() returns int language sql return 1");
      await recreateFunctions(own.sql);
      const names = await own.sql<{ name: string }[]>`select proname as name from pg_proc where proname like 'showbook\\_%'`;
      expect(names.map(({ name }) => name)).not.toContain("showbook_not_in_sources");
      expect(names.map(({ name }) => name)).toEqual(expect.arrayContaining(["showbook_slot_context", "showbook_hold_context", "showbook_place_hold", "showbook_spend_points"]));
    } finally {
      await own.sql.end();
    }
    expect(await ask<string[]>(sql`showbook_slot_holding_statuses()`)).toEqual([...SLOT_HOLDING_STATUSES]);
  });
});
