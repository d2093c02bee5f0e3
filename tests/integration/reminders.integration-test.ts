import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessReveals, agentProfiles, bookings, notifications, smsOptOuts, type Booking } from "@/db/schema";
import { toLocal } from "@/lib/time/zoned-time";
import { blockedPeriod } from "@/lib/bookings/ledger/blocked-period";
import { deliverNotification, WITHDRAWN_MESSAGE } from "@/lib/notifications/deliver-notification";
import { configuredProviders } from "@/lib/notifications/providers";
import { scheduleReminders } from "@/lib/notifications/schedule-reminders";
import { bookShowing, createAgent, createOccupiedProperty, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const HOUR = 3_600_000;
const at = (iso: string, hours = 0) => new Date(+new Date(iso) + hours * HOUR);

// Wednesday 2031-03-12, 10:00 AM in Los Angeles (PDT, UTC−7).
const SHOWING = "2031-03-12T17:00:00Z";

const reminderRows = (bookingId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), inArray(notifications.kind, ["showing_reminder_24h", "showing_reminder_2h", "resident_reminder"])));
const summary = (rows: { recipientRole: string; channel: string; kind: string; timeRevision: number }[]) =>
  rows.map((row) => `${row.kind}:${row.recipientRole}:${row.channel}:${row.timeRevision}`).sort();

async function agentWithProperty(occupied = false) {
  const agent = await createAgent(db);
  await db.insert(agentProfiles).values({ userId: agent.id, agentName: "Alex Agent", agentPhone: "+14155550100", agentEmail: agent.email });
  const property = occupied ? await createOccupiedProperty(db, agent.id, new Date("2026-01-05T17:00:00Z")) : await createProperty(db, agent.id);
  return { agent, property };
}

async function moveTo(booking: Booking, startsAt: Date) {
  const endsAt = new Date(+startsAt + 30 * 60_000);
  await db
    .update(bookings)
    .set({
      startsAt,
      endsAt,
      blockedPeriod: blockedPeriod(startsAt, endsAt, 0),
      timeRevision: booking.timeRevision + 1,
      showingDate: toLocal(startsAt, "America/Los_Angeles").date,
      showingTime: toLocal(startsAt, "America/Los_Angeles").time,
    })
    .where(eq(bookings.id, booking.id));
}

describe("[reminders] booker, resident and agent reminders through the outbox", () => {
  it("e-mails and texts the booker 24 hours and 2 hours before, with the manage link, once each", async () => {
    const { property } = await agentWithProperty();
    const booking = await bookShowing(db, property, { startsAt: new Date(SHOWING) });

    await scheduleReminders(db, at(SHOWING, -24.5));
    expect(await reminderRows(booking.id)).toEqual([]);

    await scheduleReminders(db, at(SHOWING, -24));
    await scheduleReminders(db, at(SHOWING, -20));
    const day = await reminderRows(booking.id);
    expect(summary(day)).toEqual(["showing_reminder_24h:buyer:email:0", "showing_reminder_24h:buyer:sms:0"]);
    for (const row of day) expect(row.body).toContain(`/bookings/manage/${booking.manageToken}`);
    expect(day.find((row) => row.channel === "email")!.subject).toContain("tomorrow");

    await scheduleReminders(db, at(SHOWING, -2));
    await scheduleReminders(db, at(SHOWING, -1));
    const all = await reminderRows(booking.id);
    expect(summary(all)).toEqual([
      "showing_reminder_24h:buyer:email:0",
      "showing_reminder_24h:buyer:sms:0",
      "showing_reminder_2h:buyer:email:0",
      "showing_reminder_2h:buyer:sms:0",
    ]);
    expect(all.find((row) => row.kind === "showing_reminder_2h" && row.channel === "sms")!.body).toContain("today");
  });

  it("gives the access details in the reminder sent once their window is open, and records it", async () => {
    const agent = await createAgent(db);
    const property = await createProperty(db, agent.id, { accessDetails: "Lockbox 4321 on the side gate", accessWindowHours: 2 });
    const booking = await bookShowing(db, property, { startsAt: new Date(SHOWING) });

    await scheduleReminders(db, at(SHOWING, -24));
    const day = await reminderRows(booking.id);
    expect(day).toHaveLength(2);
    for (const row of day) expect(row.body).not.toContain("Lockbox 4321");
    expect(await db.select().from(accessReveals).where(eq(accessReveals.bookingId, booking.id))).toEqual([]);

    await scheduleReminders(db, at(SHOWING, -2));
    await scheduleReminders(db, at(SHOWING, -1.5));
    const twoHours = (await reminderRows(booking.id)).filter((row) => row.kind === "showing_reminder_2h");
    expect(twoHours.map((row) => row.channel).sort()).toEqual(["email", "sms"]);
    for (const row of twoHours) expect(row.body).toContain("Lockbox 4321 on the side gate");
    const reveals = await db.select().from(accessReveals).where(eq(accessReveals.bookingId, booking.id));
    expect(reveals.map((row) => [row.channel, row.revealedAt])).toEqual([["reminder", at(SHOWING, -2)]]);
  });

  it("writes each reminder and agenda exactly once when the scheduler runs in parallel", async () => {
    const { agent, property } = await agentWithProperty(true);
    const first = await bookShowing(db, property, { startsAt: new Date(SHOWING) });
    const second = await bookShowing(db, property, { startsAt: at(SHOWING, 4) });
    // 7:30 AM on the day: the agenda and the resident's reminder are due, and the 2-hour reminder of the first showing.
    const now = at(SHOWING, -2.5);
    await Promise.all(Array.from({ length: 6 }, () => scheduleReminders(db, now)));
    await Promise.all(Array.from({ length: 6 }, () => scheduleReminders(db, at(SHOWING, -2))));

    expect(summary(await reminderRows(first.id))).toEqual([
      "resident_reminder:resident:email:0",
      "resident_reminder:resident:sms:0",
      "showing_reminder_24h:buyer:email:0",
      "showing_reminder_24h:buyer:sms:0",
      "showing_reminder_2h:buyer:email:0",
      "showing_reminder_2h:buyer:sms:0",
    ]);
    expect(summary(await reminderRows(second.id))).toEqual([
      "resident_reminder:resident:email:0",
      "resident_reminder:resident:sms:0",
      "showing_reminder_24h:buyer:email:0",
      "showing_reminder_24h:buyer:sms:0",
    ]);
    const agendas = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.agentId, agent.id), eq(notifications.kind, "agent_agenda")));
    expect(agendas).toHaveLength(1);
    expect(agendas[0].recipientAddress).toBe(agent.email);
    expect(agendas[0].subject).toBe("Today's showings: 2 showings on Wednesday, March 12, 2031");
    expect(agendas[0].body.indexOf("10:00 AM")).toBeLessThan(agendas[0].body.indexOf("2:00 PM"));
    expect(agendas[0].body).toContain(first.confirmationNumber);
  });

  it("sends the agent's agenda from 7 AM in the property's zone, with only that day's showings", async () => {
    const { agent, property } = await agentWithProperty();
    const today = await bookShowing(db, property, { startsAt: new Date(SHOWING) });
    const tomorrow = await bookShowing(db, property, { startsAt: at(SHOWING, 24) });
    const agendaOf = () => db.select().from(notifications).where(and(eq(notifications.agentId, agent.id), eq(notifications.kind, "agent_agenda")));

    await scheduleReminders(db, new Date("2031-03-12T13:59:00Z")); // 6:59 AM PDT
    expect(await agendaOf()).toEqual([]);
    await scheduleReminders(db, new Date("2031-03-12T14:00:00Z")); // 7:00 AM PDT
    const [agenda] = await agendaOf();
    expect(agenda.subject).toBe("Today's showings: 1 showing on Wednesday, March 12, 2031");
    expect(agenda.body).toContain(today.confirmationNumber);
    expect(agenda.body).not.toContain(tomorrow.confirmationNumber);
    expect(agenda.dedupeKey).toBe(`agenda:${agent.id}:America/Los_Angeles:2031-03-12`);
  });

  it("reminds the resident of an occupied unit from 9 AM the day before", async () => {
    const { property } = await agentWithProperty(true);
    const booking = await bookShowing(db, property, { startsAt: new Date(SHOWING) });
    await scheduleReminders(db, new Date("2031-03-11T15:59:00Z")); // 8:59 AM the day before
    expect(summary(await reminderRows(booking.id))).toEqual([]);
    await scheduleReminders(db, new Date("2031-03-11T16:00:00Z")); // 9:00 AM
    const rows = await reminderRows(booking.id);
    expect(summary(rows)).toEqual(["resident_reminder:resident:email:0", "resident_reminder:resident:sms:0"]);
    expect(rows.find((row) => row.channel === "sms")!.body).toContain("is scheduled for Wed, Mar 12, 10:00 AM PDT");
  });

  it("sends nothing for a cancelled showing, and for a moved one only reminders of its new time", async () => {
    const { property } = await agentWithProperty();
    const cancelled = await bookShowing(db, property, { startsAt: new Date(SHOWING) });
    await db.update(bookings).set({ status: "cancelled", cancelledAt: at(SHOWING, -48) }).where(eq(bookings.id, cancelled.id));
    const moved = await bookShowing(db, property, { startsAt: at(SHOWING, 3) });

    await scheduleReminders(db, at(SHOWING, -20));
    expect(await reminderRows(cancelled.id)).toEqual([]);
    const old = await reminderRows(moved.id);
    expect(summary(old)).toEqual(["showing_reminder_24h:buyer:email:0", "showing_reminder_24h:buyer:sms:0"]);

    // Moved a day later before the relay delivered the old reminders: they are withdrawn, not sent.
    await moveTo(moved, at(SHOWING, 27));
    for (const row of old) expect(await deliverNotification(db, configuredProviders(), row.id, at(SHOWING, -20))).toBe("withdrawn");
    const withdrawn = await reminderRows(moved.id);
    for (const row of withdrawn) {
      expect(row.status).toBe("failed");
      expect(row.lastError).toBe(WITHDRAWN_MESSAGE);
      expect(row.failedAt).toBeNull();
    }

    await scheduleReminders(db, at(SHOWING, 3));
    expect(summary(await reminderRows(moved.id))).toEqual([
      "showing_reminder_24h:buyer:email:0",
      "showing_reminder_24h:buyer:email:1",
      "showing_reminder_24h:buyer:sms:0",
      "showing_reminder_24h:buyer:sms:1",
    ]);
  });

  it("does not text a booker who replied STOP, but still e-mails them", async () => {
    const { property } = await agentWithProperty();
    const booking = await bookShowing(db, property, { startsAt: new Date(SHOWING) });
    // A number of this test's own, so no other test's texts are refused.
    const phone = `+1628555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    await db.update(bookings).set({ buyerPhone: phone }).where(eq(bookings.id, booking.id));
    await db.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
    await scheduleReminders(db, at(SHOWING, -2));
    const rows = await reminderRows(booking.id);
    const outcomes = Object.fromEntries(
      await Promise.all(rows.map(async (row) => [row.channel, await deliverNotification(db, configuredProviders(), row.id, at(SHOWING, -2))])),
    );
    expect(outcomes).toEqual({ email: "delivered", sms: "failed" });
    const [sms] = await db.select().from(notifications).where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, "showing_reminder_2h"), eq(notifications.channel, "sms")));
    expect(sms.lastError).toBe("Recipient replied STOP");
  });
});
