import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentScope, allAgentsScope } from "@/lib/auth/scope";
import { bookings } from "@/db/schema";
import { errorStatus, isAppError } from "@/lib/errors";
import { bookableDates } from "@/lib/availability/compute-slots";
import { formatCalendarDate, fromLocal } from "@/lib/time/zoned-time";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { findPublicProperty } from "@/lib/bookings/public-property";
import { createPaymentHold } from "@/lib/bookings/create-payment-hold";
import { dateOverrideInputSchema } from "@/lib/properties/date-override-input";
import { createDateOverride, deleteDateOverride, listDateOverrides } from "@/lib/properties/date-overrides";
import { bookShowing, buyerRequest, createAgent, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();
const LA = "America/Los_Angeles";
// A Tuesday afternoon in Los Angeles; the properties are open every day, 09:00–17:00.
const now = new Date("2030-03-05T22:00:00Z");
const dates = bookableDates(now, LA);

async function setUp() {
  const agent = await createAgent(db);
  const property = await createProperty(db, agent.id);
  return { agent: agentScope(agent.id), property };
}

const input = (value: Record<string, unknown>) => dateOverrideInputSchema.parse(value);

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: errorStatus[error.code], message: error.message };
}

async function slotTimes(propertyId: string, date: string) {
  const property = await findPublicProperty(db, propertyId);
  const { days } = await loadPropertyAvailability(db, property!, now);
  return days.find((day) => day.date === date)!.slots.filter((slot) => slot.available).map((slot) => slot.time);
}

describe("[date overrides] blocked dates", () => {
  it("offers no slot on a blocked range, refuses a hold there with the date, and lists the showing already booked in it", async () => {
    const { agent, property } = await setUp();
    const booked = await bookShowing(db, property, { startsAt: fromLocal(dates[4], "10:00", LA)! });

    const created = await createDateOverride(db, agent, property.id, input({ kind: "blocked", startDate: dates[3], endDate: dates[5], label: "Vacation" }), now);
    expect(created).toMatchObject({ kind: "blocked", startDate: dates[3], endDate: dates[5], label: "Vacation", startTime: null });
    expect(created.affectedBookings).toEqual([
      expect.objectContaining({ id: booked.id, confirmationNumber: booked.confirmationNumber, date: dates[4], time: "10:00", status: "confirmed" }),
    ]);
    // Never dropped: the showing keeps its time until the agent moves or cancels it.
    const [kept] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booked.id));
    expect(kept.status).toBe("confirmed");
    const [listed] = await listDateOverrides(db, agent, property.id, now);
    expect(listed.affectedBookings.map((booking) => booking.id)).toEqual([booked.id]);

    for (const date of dates.slice(3, 6)) expect(await slotTimes(property.id, date)).toEqual([]);
    expect(await slotTimes(property.id, dates[2])).toHaveLength(16);
    expect(await slotTimes(property.id, dates[6])).toHaveLength(16);

    const refused = await failure(createPaymentHold(db, null, buyerRequest(property.id, uniqueEmail("booker"), dates[3], "11:00"), now));
    expect(refused).toEqual({
      status: 422,
      message: `The agent is not offering showings on ${formatCalendarDate(dates[3])}. Please choose another date.`,
    });
    await expect(createPaymentHold(db, null, buyerRequest(property.id, uniqueEmail("booker"), dates[6], "11:00"), now)).resolves.toBeTruthy();
  });

  it("offers the date again once the block is deleted", async () => {
    const { agent, property } = await setUp();
    const block = await createDateOverride(db, agent, property.id, input({ kind: "blocked", startDate: dates[8] }), now);
    expect(await slotTimes(property.id, dates[8])).toEqual([]);
    await deleteDateOverride(db, agent, property.id, block.id);
    expect(await slotTimes(property.id, dates[8])).toHaveLength(16);
    expect(await listDateOverrides(db, agent, property.id, now)).toEqual([]);
    expect(await failure(deleteDateOverride(db, agent, property.id, block.id))).toEqual({
      status: 404,
      message: "This blocked date or special hours entry was not found",
    });
  });
});

describe("[date overrides] special hours", () => {
  it("replaces the day's hours, refuses a hold outside them and lists the showings they leave out", async () => {
    const { agent, property } = await setUp();
    const outside = await bookShowing(db, property, { startsAt: fromLocal(dates[7], "10:00", LA)! });
    const inside = await bookShowing(db, property, { startsAt: fromLocal(dates[7], "13:30", LA)! });
    const created = await createDateOverride(
      db,
      agent,
      property.id,
      input({ kind: "hours", startDate: dates[7], startTime: "13:00", endTime: "15:00", label: "Open house in the morning" }),
      now,
    );
    expect(created.affectedBookings.map((booking) => booking.id)).toEqual([outside.id]);
    expect(created.affectedBookings.map((booking) => booking.id)).not.toContain(inside.id);
    expect(await slotTimes(property.id, dates[7])).toEqual(["13:00", "14:00", "14:30"]);
    const refused = await failure(createPaymentHold(db, null, buyerRequest(property.id, uniqueEmail("booker"), dates[7], "16:00"), now));
    expect(refused).toEqual({ status: 422, message: `Showings are only available between 1:00 PM and 3:00 PM on ${formatCalendarDate(dates[7])}` });
  });
});

describe("[date overrides] owner scope and input", () => {
  it("answers 404 to another agent and lets an admin manage any property", async () => {
    const { agent, property } = await setUp();
    const stranger = agentScope((await createAgent(db)).id);
    const block = await createDateOverride(db, agent, property.id, input({ kind: "blocked", startDate: dates[9] }), now);
    const notFound = { status: 404, message: "Property not found" };
    expect(await failure(listDateOverrides(db, stranger, property.id, now))).toEqual(notFound);
    expect(await failure(createDateOverride(db, stranger, property.id, input({ kind: "blocked", startDate: dates[10] }), now))).toEqual(notFound);
    expect(await failure(deleteDateOverride(db, stranger, property.id, block.id))).toEqual(notFound);
    expect(await failure(listDateOverrides(db, agent, "not-a-uuid", now))).toEqual(notFound);
    const admin = allAgentsScope({ id: stranger.userId, isAdmin: true });
    expect((await listDateOverrides(db, admin, property.id, now)).map((entry) => entry.id)).toEqual([block.id]);
  });

  it("refuses overlapping entries of one kind (409), past dates and malformed input (422) with messages", async () => {
    const { agent, property } = await setUp();
    await createDateOverride(db, agent, property.id, input({ kind: "blocked", startDate: dates[3], endDate: dates[5] }), now);
    expect(await failure(createDateOverride(db, agent, property.id, input({ kind: "blocked", startDate: dates[5], endDate: dates[6] }), now))).toEqual({
      status: 409,
      message: `Some of these dates are already blocked (${formatCalendarDate(dates[3])} – ${formatCalendarDate(dates[5])}). Delete that entry first or choose other dates.`,
    });
    // Special hours inside a block are allowed; the block wins.
    await createDateOverride(db, agent, property.id, input({ kind: "hours", startDate: dates[4], startTime: "10:00", endTime: "11:00" }), now);
    expect(await failure(createDateOverride(db, agent, property.id, input({ kind: "blocked", startDate: "2030-03-01" }), now))).toEqual({
      status: 422,
      message: "These dates are in the past",
    });
    const messages = (value: Record<string, unknown>) => dateOverrideInputSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ kind: "blocked", startDate: dates[5], endDate: dates[3] })).toEqual(["The end date must be on or after the start date"]);
    expect(messages({ kind: "hours", startDate: dates[5] })).toEqual(["Special hours need a start and an end time"]);
    expect(messages({ kind: "hours", startDate: dates[5], startTime: "15:00", endTime: "14:00" })).toEqual(["End time must be after start time"]);
    expect(messages({ kind: "blocked", startDate: "2030-02-30" })).toEqual(["Start date is not a real date"]);
    expect(messages({ kind: "closed", startDate: dates[5] })).toEqual(["Choose whether to block the dates or give them special hours"]);
  });
});
