import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { agentScope, allAgentsScope } from "@/lib/auth/scope";
import { createDb } from "@/db/client";
import { agentProfiles, bookings, complianceRecords, notifications, properties } from "@/db/schema";
import { createBooking } from "@/lib/bookings/create-booking";
import { blockedPeriod } from "@/lib/bookings/ledger/blocked-period";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { findListedProperty, findPublicProperty, toPublicProperty } from "@/lib/bookings/public-property";
import { OUTSIDE_BUSINESS_HOURS_REASON } from "@/lib/compliance/rules";
import { deleteProperty } from "@/lib/properties/delete-property";
import { REASONS } from "@/lib/availability/reasons";
import { addDays, formatLocalTime, toLocal } from "@/lib/time/zoned-time";
import { deliverNotification } from "@/lib/notifications/deliver-notification";
import { localProviders } from "@/lib/notifications/providers/local";
import { cancelShowingByAgent, markNoShow, recordTenantConsent } from "@/lib/showings/agent-actions";
import {
  ALREADY_CANCELLED_MESSAGE,
  ALREADY_RESCHEDULED_MESSAGE,
  TOO_LATE_MESSAGE,
  cancelByBooker,
  rescheduleByBooker,
} from "@/lib/showings/booker-actions";
import { submitFeedback } from "@/lib/showings/feedback";
import { findBookingRecord } from "@/lib/showings/booking-record";
import { completeFinishedShowings } from "@/lib/showings/complete-finished-showings";
import { allWeekSchedule, businessDayAt, createAgent, createConfirmedBooking, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const HOUR = 3_600_000;

const kindsOf = async (bookingId: string) =>
  (await db.select().from(notifications).where(eq(notifications.bookingId, bookingId))).map((row) => `${row.kind}:${row.recipientRole}:${row.channel}`);

describe("[showings] agent actions", () => {
  it("cancels an upcoming showing, telling the booker and the resident", async () => {
    const booking = await createConfirmedBooking(db, { occupied: true });
    const agent = agentScope(booking.agentId);
    const cancelled = await cancelShowingByAgent(db, null, agent, booking.id, "Owner took it off the market");
    expect(cancelled).toMatchObject({ status: "cancelled", cancellationReason: "Owner took it off the market" });
    const kinds = await kindsOf(booking.id);
    expect(kinds).toEqual(
      expect.arrayContaining(["booking_cancelled:buyer:email", "booking_cancelled:buyer:sms", "booking_cancelled:resident:email", "booking_cancelled:resident:sms"]),
    );
    expect(kinds).not.toContain("booking_cancelled:resident:mail");
  });

  it("answers not found to another agent and changes nothing; an admin gets through", async () => {
    const booking = await createConfirmedBooking(db, { occupied: false });
    const stranger = await createAgent(db);
    await expect(cancelShowingByAgent(db, null, agentScope(stranger.id), booking.id, "")).rejects.toMatchObject({ code: "not_found" });
    await expect(recordTenantConsent(db, agentScope(stranger.id), booking.id, true)).rejects.toMatchObject({ code: "not_found" });
    const [unchanged] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(unchanged.status).toBe("confirmed");
    expect(unchanged.tenantConsent).toBe(false);
    await expect(cancelShowingByAgent(db, null, allAgentsScope({ id: stranger.id, isAdmin: true }), booking.id, "")).resolves.toMatchObject({ status: "cancelled" });
  });

  it("marks no-show only after the start", async () => {
    const booking = await createConfirmedBooking(db, { occupied: false });
    const agent = agentScope(booking.agentId);
    await expect(markNoShow(db, agent, booking.id)).rejects.toMatchObject({ code: "conflict" });
    expect(await markNoShow(db, agent, booking.id, new Date(+booking.startsAt + 5 * 60_000))).toMatchObject({ status: "no_show" });
  });
});

describe("[showings] lifecycle job", () => {
  it("completes ended showings once and asks the booker for feedback", async () => {
    const booking = await createConfirmedBooking(db, { occupied: false });
    const after = new Date(+booking.endsAt + 60_000);
    expect(await completeFinishedShowings(db, after)).toBeGreaterThanOrEqual(1);
    const [completed] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(completed.status).toBe("completed");
    await completeFinishedShowings(db, after);
    const feedback = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, "feedback_request")));
    expect(feedback.map((row) => `${row.recipientRole}:${row.channel}`)).toEqual(["buyer:email"]);

    await submitFeedback(db, completed.id, { rating: 4, feedback: "Bright kitchen, noisy street" });
    const [answered] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(answered).toMatchObject({ feedbackRating: 4, feedback: "Bright kitchen, noisy street" });
  });
});

describe("[showings] the booker's manage link", () => {
  it("cancels up to 24 hours before and not later", async () => {
    const booking = await createConfirmedBooking(db, { occupied: false });
    await expect(cancelByBooker(db, booking.manageToken, new Date(+booking.startsAt - 23 * HOUR))).rejects.toThrow(TOO_LATE_MESSAGE);
    expect(await cancelByBooker(db, booking.manageToken, new Date(+booking.startsAt - 25 * HOUR))).toMatchObject({ status: "cancelled", paymentStatus: "mock" });
  });

  it("cancels once of 20 parallel cancels and tells the 19 others it is already cancelled", async () => {
    const booking = await createConfirmedBooking(db, { occupied: true });
    const now = new Date(+booking.startsAt - 48 * HOUR);
    const wide = createDb(inject("databaseUrl"), 10);
    try {
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => cancelByBooker(wide.db, booking.manageToken, now)));
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const refusals = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
      expect(refusals).toHaveLength(19);
      for (const refusal of refusals) expect(refusal).toMatchObject({ code: "conflict", message: ALREADY_CANCELLED_MESSAGE });
    } finally {
      await wide.sql.end();
    }
    const cancellations = (await kindsOf(booking.id)).filter((kind) => kind.startsWith("booking_cancelled:resident:"));
    expect(cancellations.length).toBeGreaterThan(0);
    expect(new Set(cancellations).size).toBe(cancellations.length);
    await expect(rescheduleByBooker(db, booking.manageToken, { date: booking.showingDate, time: "10:00" }, now)).rejects.toThrow(
      ALREADY_CANCELLED_MESSAGE,
    );
  });

  it("refuses an unknown token", async () => {
    await expect(cancelByBooker(db, randomUUID())).rejects.toMatchObject({ code: "not_found" });
  });

  it("reschedules once, keeping the payment, sending a new entry notice, and the constraint still applies", async () => {
    const booking = await createConfirmedBooking(db, { occupied: true, startsAt: businessDayAt(4) });
    const target = businessDayAt(11, "11:00");
    const local = toLocal(target, "America/Los_Angeles");
    const moved = await rescheduleByBooker(db, booking.manageToken, { date: local.date, time: local.time });
    expect(moved).toMatchObject({ showingDate: local.date, showingTime: local.time, paymentStatus: "mock", status: "confirmed" });
    expect(+moved.startsAt).toBe(+target);
    expect(await kindsOf(booking.id)).toEqual(expect.arrayContaining(["booking_rescheduled:resident:mail", "booking_rescheduled:listing_agent:email"]));
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id));
    expect(record.compliant).toBe(false);

    await expect(rescheduleByBooker(db, booking.manageToken, { date: local.date, time: "14:00" })).rejects.toThrow(ALREADY_RESCHEDULED_MESSAGE);
  });

  it("refuses a slot outside business hours at an occupied unit and a slot another booking holds", async () => {
    const booking = await createConfirmedBooking(db, { occupied: true, startsAt: businessDayAt(4) });
    await db.update(properties).set({ customAvailability: allWeekSchedule("08:00", "20:00") }).where(eq(properties.id, booking.propertyId));
    const local = toLocal(booking.startsAt, "America/Los_Angeles");
    await expect(rescheduleByBooker(db, booking.manageToken, { date: local.date, time: "18:00" })).rejects.toThrow(
      OUTSIDE_BUSINESS_HOURS_REASON,
    );

    const [taken] = await db
      .insert(bookings)
      .values({ ...booking, id: randomUUID(), confirmationNumber: `SB-${randomUUID().slice(0, 6)}`, manageToken: randomUUID(), startsAt: new Date(+booking.startsAt + 2 * HOUR), endsAt: new Date(+booking.endsAt + 2 * HOUR), blockedPeriod: blockedPeriod(new Date(+booking.startsAt + 2 * HOUR), new Date(+booking.endsAt + 2 * HOUR), 0) })
      .returning();
    const takenLocal = toLocal(taken.startsAt, "America/Los_Angeles");
    await expect(rescheduleByBooker(db, booking.manageToken, takenLocal)).rejects.toMatchObject({ code: "conflict" });
    const [unchanged] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(+unchanged.startsAt).toBe(+booking.startsAt);
  });
});

describe("[showings] concurrent reschedules", () => {
  it("of six moves racing on one booking exactly one wins, and the resident's notices state its time", async () => {
    const booking = await createConfirmedBooking(db, { occupied: true, startsAt: businessDayAt(4) });
    const { date } = toLocal(booking.startsAt, "America/Los_Angeles");
    const times = ["11:00", "11:30", "12:00", "13:00", "14:00", "15:00"];
    const results = await Promise.allSettled(times.map((time) => rescheduleByBooker(db, booking.manageToken, { date, time })));

    const won = results.filter((result) => result.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "conflict", message: ALREADY_RESCHEDULED_MESSAGE });
    }
    const [moved] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(moved).toMatchObject({ timeRevision: 1, showingTime: won[0].value.showingTime });

    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.recipientRole, "resident"), eq(notifications.kind, "booking_rescheduled")));
    expect(notices.map((row) => row.channel).sort()).toEqual(["email", "mail", "sms"]);
    const finalTime = formatLocalTime(moved.startsAt, "America/Los_Angeles");
    for (const notice of notices) expect(notice.body).toContain(finalTime);

    for (const notice of await db.select().from(notifications).where(eq(notifications.bookingId, booking.id))) {
      await deliverNotification(db, localProviders, notice.id);
    }
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id));
    expect(record.checks.find((check) => check.rule === "content")).toMatchObject({ passed: true });
    expect(record.compliant).toBe(true);
  });
});

describe("[compliance] occupied units in the availability engine", () => {
  it("never offers weekend or after-hours slots at an occupied unit, and refuses them when booked anyway", async () => {
    const agent = await createAgent(db);
    const occupied = await createProperty(db, agent.id, { occupancyStatus: "resident", customAvailability: allWeekSchedule("07:00", "20:00") });
    const vacant = await createProperty(db, agent.id, { customAvailability: allWeekSchedule("07:00", "20:00") });
    const offered = async (propertyId: string) => {
      const property = (await findPublicProperty(db, propertyId))!;
      return (await loadPropertyAvailability(db, property)).days.flatMap((day) =>
        day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, weekday: day.weekday.toLowerCase(), time: slot.time })),
      );
    };
    const occupiedSlots = await offered(occupied.id);
    expect(occupiedSlots.length).toBeGreaterThan(0);
    expect(occupiedSlots.every((slot) => !["saturday", "sunday"].includes(slot.weekday) && slot.time >= "08:00" && slot.time <= "17:30")).toBe(true);
    const vacantSlots = await offered(vacant.id);
    expect(vacantSlots.some((slot) => slot.weekday === "saturday" || slot.time === "19:30")).toBe(true);

    const saturday = vacantSlots.find((slot) => slot.weekday === "saturday")!;
    const property = (await findPublicProperty(db, occupied.id))!;
    await expect(
      createBooking(db, {
        property,
        now: new Date(),
        state: { status: "confirmed", paymentStatus: "mock", feeCents: 1000 },
        request: { propertyId: occupied.id, requesterType: "buyer", name: "B", email: "b@test.showbook.app", phone: "5105550100", date: saturday.date, time: "10:00", termsAccepted: true, specialRequests: "", buyerName: "", buyerEmail: "" },
      }),
    ).rejects.toThrow(OUTSIDE_BUSINESS_HOURS_REASON);
  });
});

describe("[showings] the booking horizon", () => {
  it("refuses on the server a new booking or a move past the 15 bookable days", async () => {
    const agent = await createAgent(db);
    const created = await createProperty(db, agent.id);
    const property = (await findPublicProperty(db, created.id))!;
    const now = new Date();
    const today = toLocal(now, property.timezone).date;
    const book = (date: string) =>
      createBooking(db, {
        property,
        now,
        state: { status: "confirmed", paymentStatus: "mock", feeCents: 1000 },
        request: { propertyId: property.id, requesterType: "buyer", name: "B", email: "b@test.showbook.app", phone: "5105550100", date, time: "10:00", termsAccepted: true, specialRequests: "", buyerName: "", buyerEmail: "" },
      });
    await expect(book(addDays(today, 16))).rejects.toMatchObject({ code: "unprocessable_entity", message: REASONS.dayDisabled });
    await expect(book("2027-12-28")).rejects.toMatchObject({ code: "unprocessable_entity", message: REASONS.dayDisabled });
    const booking = await book(addDays(today, 15));

    await expect(rescheduleByBooker(db, booking.manageToken, { date: addDays(today, 16), time: "10:00" }, now)).rejects.toMatchObject({
      message: REASONS.dayDisabled,
    });
  });
});

describe("[showings] what visitors and other agents may see", () => {
  it("gives the printable records of a booking to its agent only, and nothing for an unknown id", async () => {
    const booking = await createConfirmedBooking(db, { occupied: true });
    const stranger = await createAgent(db);
    expect(await findBookingRecord(db, agentScope(booking.agentId), booking.id)).toMatchObject({ booking: { id: booking.id } });
    expect(await findBookingRecord(db, agentScope(stranger.id), booking.id)).toBeNull();
    expect(await findBookingRecord(db, agentScope(booking.agentId), randomUUID())).toBeNull();
    expect(await findBookingRecord(db, agentScope(booking.agentId), "not-a-uuid")).toBeNull();
  });

  it("shows a listed property without the agent's contact e-mail, and no unlisted one", async () => {
    const agent = await createAgent(db);
    await db.insert(agentProfiles).values({ userId: agent.id, agentName: "Ari Agent", agentPhone: "510-555-0111", agentEmail: "ari.private@test.showbook.app" });
    const listed = await createProperty(db, agent.id);
    const unlisted = await createProperty(db, agent.id, { status: "unlisted" });
    const visible = toPublicProperty((await findListedProperty(db, listed.slug))!);
    expect(visible.agent).toEqual({ name: "Ari Agent", phone: "510-555-0111" });
    expect(JSON.stringify(visible)).not.toContain("ari.private");
    expect(await findListedProperty(db, unlisted.id)).toBeNull();
    expect(await findListedProperty(db, randomUUID())).toBeNull();
  });
});

describe("[compliance] the audit trail outlives deletion attempts", () => {
  it("archives a property whose bookings have notices, keeping them, and deletes one without", async () => {
    const booking = await createConfirmedBooking(db, { occupied: true });
    const agent = agentScope(booking.agentId);
    await expect(deleteProperty(db, null, agent, booking.propertyId)).resolves.toEqual({ archived: true, cancelled: 1, deletedPhoto: null });
    expect(await db.select().from(notifications).where(eq(notifications.bookingId, booking.id))).not.toHaveLength(0);
    expect(await db.select().from(properties).where(eq(properties.id, booking.propertyId))).toHaveLength(1);

    const empty = await createProperty(db, booking.agentId);
    await deleteProperty(db, null, agent, empty.id);
    expect(await db.select().from(properties).where(eq(properties.id, empty.id))).toHaveLength(0);
  });
});
