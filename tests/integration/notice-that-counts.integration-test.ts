import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentScope } from "@/lib/auth/scope";
import { bookings, complianceRecords, manualNotices, notifications } from "@/db/schema";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { findPublicProperty } from "@/lib/bookings/public-property";
import { listComplianceLogs } from "@/lib/compliance/compliance-logs";
import { TOO_SOON_FOR_NOTICE_REASON } from "@/lib/compliance/rules";
import { recordManualNotice } from "@/lib/showings/record-manual-notice";
import { bookShowing, createAgent, createConfirmedBooking, createOccupiedProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const HOUR = 3_600_000;

const recordOf = async (bookingId: string) =>
  (await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, bookingId)))[0];

/** Marks the booking's e-mail and SMS delivered when written, as the local transport would. */
async function deliverElectronic(bookingId: string, at: Date) {
  await db
    .update(notifications)
    .set({ status: "delivered", sentAt: at, deliveredAt: at })
    .where(sql`${notifications.bookingId} = ${bookingId} and ${notifications.channel} in ('email', 'sms')`);
}

describe("[compliance] § 1954(d): only notice that the law counts", () => {
  it("without consent, delivered e-mail and SMS are courtesy copies; a recorded door posting makes it compliant", async () => {
    const startsAt = new Date("2030-03-06T18:00:00Z");
    const booking = await createConfirmedBooking(db, { occupied: true, startsAt, electronicConsent: false });
    await deliverElectronic(booking.id, new Date(+startsAt - 72 * HOUR));
    const owner = agentScope(booking.agentId);

    const stranger = agentScope((await createAgent(db)).id);
    const posting = { method: "door_posting" as const, givenAt: new Date(+startsAt - 30 * HOUR).toISOString(), givenBy: "Sam Agent" };
    await expect(recordManualNotice(db, stranger, booking.id, posting, new Date(+startsAt - 29 * HOUR))).rejects.toThrow("Booking not found");
    await expect(recordManualNotice(db, owner, booking.id, posting, new Date(+startsAt - 31 * HOUR))).rejects.toThrow(
      "A notice cannot be recorded before it is given",
    );

    await recordManualNotice(db, owner, booking.id, { ...posting, givenAt: new Date(+startsAt - 30 * HOUR).toISOString() }, new Date(+startsAt - 29 * HOUR));
    const after = await recordOf(booking.id);
    expect(after).toMatchObject({ compliant: true, hoursOfNotice: 30, missing: [] });
    expect(after.countedChannels).toEqual(["door_posting"]);
    expect(after.checks.find((check) => check.detail.startsWith("§ 1954(d)(1): The e-mail is a courtesy copy"))).toMatchObject({ citation: "§ 1954(d)(1)" });
  });

  it("the same delivered e-mail counts where the resident agreed in writing to electronic notice", async () => {
    const startsAt = new Date("2030-03-13T18:00:00Z");
    const booking = await createConfirmedBooking(db, { occupied: true, startsAt });
    await deliverElectronic(booking.id, new Date(+startsAt - 72 * HOUR));
    // Any recorded change recomputes the verdict; a phone call is the cheapest one to log.
    await recordManualNotice(db, agentScope(booking.agentId), booking.id, {
      method: "phone",
      givenAt: new Date(+startsAt - 48 * HOUR).toISOString(),
      givenBy: "Sam Agent",
    }, new Date(+startsAt - 47 * HOUR));
    const record = await recordOf(booking.id);
    expect(record.compliant).toBe(true);
    expect([...record.countedChannels].sort()).toEqual(["email", "sms"]);
    expect(record.checks.find((check) => check.detail.startsWith("§ 1954(d)(2): The notice by telephone does not count"))).toMatchObject({ citation: "§ 1954(d)(2)" });
  });

  it("tells the agent at booking to post the door notice when nothing else can reach the resident in time", async () => {
    const agentEmailOf = async (bookingId: string) =>
      (await db.select().from(notifications).where(eq(notifications.bookingId, bookingId))).find(
        (row) => row.recipientRole === "listing_agent" && row.channel === "email",
      )!;
    // Three days ahead: a letter mailed now would be too late.
    const soon = new Date(Math.ceil((Date.now() + 72 * HOUR) / HOUR) * HOUR);
    const byHand = await createConfirmedBooking(db, { occupied: true, startsAt: soon, electronicConsent: false });
    const email = await agentEmailOf(byHand.id);
    expect(email.body).toContain("Action needed: the resident has not agreed to notices by e-mail or SMS");
    expect(email.html).toContain(`/showings/${byHand.id}/notice`);

    const consented = await createConfirmedBooking(db, { occupied: true, startsAt: new Date(+soon + HOUR) });
    expect((await agentEmailOf(consented.id)).body).not.toContain("Action needed");
  });

  it("keeps notices given by hand append-only", async () => {
    const startsAt = new Date("2030-03-20T18:00:00Z");
    const booking = await createConfirmedBooking(db, { occupied: true, startsAt, electronicConsent: false });
    const notice = await recordManualNotice(db, agentScope(booking.agentId), booking.id, {
      method: "door_posting",
      givenAt: new Date(+startsAt - 30 * HOUR).toISOString(),
      givenBy: "Sam Agent",
    }, new Date(+startsAt - 29 * HOUR));
    await expect(db.update(manualNotices).set({ givenBy: "Someone else" }).where(eq(manualNotices.id, notice.id))).rejects.toThrow();
    await expect(db.delete(manualNotices).where(eq(manualNotices.id, notice.id))).rejects.toThrow();
  });

  it("does not offer a slot the agent could not give notice for in time, unless the resident agreed to electronic notice", async () => {
    const agent = await createAgent(db);
    // Tuesday 2030-03-05, 09:00 in Los Angeles: Wednesday's 10:00 slot is 25 hours away.
    const now = new Date("2030-03-05T17:00:00Z");
    const slotAt = (days: Awaited<ReturnType<typeof loadPropertyAvailability>>["days"]) =>
      days.find((day) => day.date === "2030-03-06")?.slots.find((slot) => slot.time === "10:00");

    const without = await createOccupiedProperty(db, agent.id, null, { slug: randomUUID().replaceAll("-", "") });
    const refused = slotAt((await loadPropertyAvailability(db, (await findPublicProperty(db, without.slug))!, now)).days);
    expect(refused).toMatchObject({ available: false, reason: TOO_SOON_FOR_NOTICE_REASON });

    const withConsent = await createOccupiedProperty(db, agent.id, new Date("2030-01-02T17:00:00Z"));
    const offered = slotAt((await loadPropertyAvailability(db, (await findPublicProperty(db, withConsent.slug))!, now)).days);
    expect(offered).toMatchObject({ available: true });
  });
});

describe("[compliance] a notice given by hand is recorded at a time it could have been given", () => {
  // Wednesday 6 March 2030, 10:00 AM in Los Angeles (PST), booked on Friday 1 March at 12:00 PM PST.
  const startsAt = new Date("2030-03-06T18:00:00Z");
  const bookedAt = new Date("2030-03-01T20:00:30Z");
  const now = new Date("2030-03-05T12:00:00Z");

  async function bookedBooking() {
    const booking = await createConfirmedBooking(db, { occupied: true, startsAt, electronicConsent: false });
    await db.update(bookings).set({ createdAt: bookedAt }).where(eq(bookings.id, booking.id));
    return booking;
  }
  const posting = (givenAt: string) => ({ method: "door_posting" as const, givenAt, givenBy: "Sam Agent" });

  it("reads a time without an offset in the property's zone, whatever the server's zone", async () => {
    const booking = await bookedBooking();
    const notice = await recordManualNotice(db, agentScope(booking.agentId), booking.id, posting("2030-03-04T15:00"), now);
    expect(notice.givenAt.toISOString()).toBe("2030-03-04T23:00:00.000Z");
    expect(await recordOf(booking.id)).toMatchObject({ compliant: true, hoursOfNotice: 43 });
  });

  it("refuses a time before the showing was booked, on the field, and takes one in the minute it was booked", async () => {
    const booking = await bookedBooking();
    const owner = agentScope(booking.agentId);
    const message = "The showing was booked at Fri, Mar 1, 12:00 PM PST: no notice of it can have been given before then";
    await expect(recordManualNotice(db, owner, booking.id, posting("2030-03-01T11:59"), now)).rejects.toMatchObject({
      code: "unprocessable_entity",
      message,
      issues: { givenAt: [message] },
    });
    // An instant with its offset is itself: 11:00 AM Pacific, an hour before the booking existed.
    await expect(recordManualNotice(db, owner, booking.id, posting("2030-03-01T19:00:00.000Z"), now)).rejects.toMatchObject({ issues: { givenAt: [message] } });
    expect(await db.select().from(manualNotices).where(eq(manualNotices.bookingId, booking.id))).toEqual([]);

    await recordManualNotice(db, owner, booking.id, posting("2030-03-01T12:00"), now);
    expect(await recordOf(booking.id)).toMatchObject({ compliant: true, hoursOfNotice: 118 });
  });

  it("after a move, refuses a time before the showing was moved to its new time", async () => {
    const booking = await bookedBooking();
    const movedAt = new Date("2030-03-02T18:00:00Z");
    await db.update(bookings).set({ timeRevision: 1 }).where(eq(bookings.id, booking.id));
    await db.update(notifications).set({ timeRevision: 1, createdAt: movedAt }).where(eq(notifications.bookingId, booking.id));
    await expect(recordManualNotice(db, agentScope(booking.agentId), booking.id, posting("2030-03-02T09:59"), now)).rejects.toMatchObject({
      issues: { givenAt: ["The showing was moved to this time at Sat, Mar 2, 10:00 AM PST: no notice of it can have been given before then"] },
    });
    await recordManualNotice(db, agentScope(booking.agentId), booking.id, posting("2030-03-02T10:00"), now);
  });

  it("refuses a time the clocks skip in the property's zone, a time still to come and one after the showing began", async () => {
    const booking = await bookedBooking();
    const owner = agentScope(booking.agentId);
    const refusal = (givenAt: string, at = now) => recordManualNotice(db, owner, booking.id, posting(givenAt), at);
    await expect(refusal("2030-03-10T02:30", new Date("2030-03-11T00:00:00Z"))).rejects.toMatchObject({ issues: { givenAt: [expect.stringContaining("does not exist")] } });
    await expect(refusal("2030-03-05T10:00")).rejects.toMatchObject({ issues: { givenAt: ["A notice cannot be recorded before it is given"] } });
    await expect(refusal("2030-03-06T10:00", new Date("2030-03-07T00:00:00Z"))).rejects.toMatchObject({ issues: { givenAt: ["The notice must be given before the showing"] } });
  });
});

describe("[compliance] the log is a legal record: its times name their zone, its reasons their subsection", () => {
  it("gives the property's zone with every log and cites the subsection first in every reason", async () => {
    const agent = await createAgent(db);
    const property = await createOccupiedProperty(db, agent.id, new Date("2026-01-05T17:00:00Z"), { timezone: "America/New_York" });
    // Wednesday 6 March 2030, 1:00 PM in New York.
    const booking = await bookShowing(db, property, { startsAt: new Date("2030-03-06T18:00:00Z") });
    await deliverElectronic(booking.id, new Date("2030-03-03T18:00:00Z"));
    await recordManualNotice(
      db,
      agentScope(agent.id),
      booking.id,
      { method: "door_posting", givenAt: "2030-03-04T18:00:00Z", givenBy: "Sam Agent" },
      new Date("2030-03-04T19:00:00Z"),
    );

    const [log] = await listComplianceLogs(db, agentScope(agent.id), property.id);
    expect(log).toMatchObject({ id: booking.id, timeZone: "America/New_York", showingTime: "13:00" });
    expect(log.compliance?.checks.length).toBeGreaterThan(3);
    for (const check of log.compliance?.checks ?? []) expect(check.detail).toMatch(/^§ 1954\((b|d)\)(\(\d\))?: /);
  });
});
