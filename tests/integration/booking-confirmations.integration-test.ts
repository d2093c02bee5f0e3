import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  agentProfiles,
  bookingActivity,
  bookingConfirmations,
  bookings,
  complianceRecords,
  notifications,
  properties,
  propertyPeople,
  propertyWithPeople,
  type NewProperty,
} from "@/db/schema";
import { agentScope } from "@/lib/auth/scope";
import { UNCONFIRMED_DECLINE_REASON } from "@/lib/booking-rules/approval";
import { placeEventOf } from "@/lib/bookings/confirmations/ask";
import { answerByLink, closedReason, confirmOnBehalf, findConfirmationRequest, movedRequestText } from "@/lib/bookings/confirmations/answer";
import { createBooking } from "@/lib/bookings/create-booking";
import { listPropertyBookings } from "@/lib/bookings/list-property-bookings";
import { findBookingRecord } from "@/lib/showings/booking-record";
import { decideByText, NO_OPEN_REQUEST_ANSWER } from "@/lib/bookings/decide-by-text";
import { requireBookableProperty } from "@/lib/bookings/require-bookable-property";
import { declineOverdueRequests } from "@/lib/bookings/review-booking";
import { isAppError } from "@/lib/errors";
import { REASONS } from "@/lib/availability/reasons";
import { ALREADY_RESCHEDULED_MESSAGE, CONFIRMATION_MOVED_MESSAGE, rescheduleByBooker, rescheduledMessage } from "@/lib/showings/booker-actions";
import { updateProperty } from "@/lib/properties/update-property";
import { updatePropertySchema } from "@/lib/properties/schemas";
import { CREATIONS } from "@/lib/vocabulary/booking-status";
import type { ConfirmationRule } from "@/lib/vocabulary/confirmations";
import { buyerRequest, createAgent, createOccupiedProperty, createOwner, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const APP_URL = "http://localhost:3000";
vi.stubEnv("APP_URL", APP_URL);

const db = useTestDb();

// Monday 2030-01-07, 9:00 AM in Los Angeles; the requests are for Wednesday 2030-01-09, 10:00 AM.
const NOW = new Date("2030-01-07T17:00:00Z");
// The notice window (24 hours) of that showing opens on Tuesday at 10:00 AM.
const minutesLater = (minutes: number) => new Date(+NOW + minutes * 60_000);
const AFTER_DEADLINE = new Date("2030-01-08T18:30:00Z");

const uniquePhone = () => `+1628${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
const sid = () => `SM${randomUUID().replaceAll("-", "")}`;

/** An occupied listing with a resident and an owner who both have a phone of their own, and the given confirmers. */
async function listing(rules: ConfirmationRule[], overrides: Partial<NewProperty> = {}) {
  const agent = await createAgent(db);
  await db.insert(agentProfiles).values({ userId: agent.id, agentName: "Alex Agent", agentPhone: uniquePhone(), agentEmail: agent.email });
  const residentPhone = uniquePhone();
  const ownerPhone = uniquePhone();
  const owner = await createOwner(db, agent.id, { email: uniqueEmail("owner"), phone: ownerPhone });
  const property = await createOccupiedProperty(
    db,
    agent.id,
    new Date("2029-06-01T17:00:00Z"),
    { landlordId: owner.id, confirmations: rules, ...overrides },
    { phone: residentPhone },
  );
  return { agent, property, residentPhone, ownerPhone };
}

/** A paid request at the listing, placed as the booking flow places it (the listing's confirmers decide its first status). */
async function request(propertyId: string, time = "10:00") {
  const property = await requireBookableProperty(db, propertyId);
  const [settings] = await db
    .select(propertyWithPeople)
    .from(properties)
    .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  const booking = await createBooking(db, {
    property,
    now: NOW,
    state: { status: CREATIONS[placeEventOf(settings)].to, paymentStatus: "succeeded", feeCents: 1000 },
    request: buyerRequest(propertyId, uniqueEmail("bo"), "2030-01-09", time, { name: "Bo Buyer", phone: "+15105550142" }),
  });
  await db.update(bookings).set({ stripePaymentIntentId: `pi_test_${booking.id}` }).where(eq(bookings.id, booking.id));
  return booking;
}

const bookingOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0];
const confirmationsOf = (bookingId: string) =>
  db.select().from(bookingConfirmations).where(eq(bookingConfirmations.bookingId, bookingId)).orderBy(asc(bookingConfirmations.party));
const noticesOf = (bookingId: string, kind: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, kind as "confirmation_request")));
const activityOf = (bookingId: string) =>
  db.select().from(bookingActivity).where(eq(bookingActivity.bookingId, bookingId)).orderBy(asc(bookingActivity.at), asc(bookingActivity.event));

/** The signed link in the confirmer's e-mail asking about the booking's time of that revision. */
async function linkTokenFor(bookingId: string, party: "resident" | "owner", timeRevision = 0): Promise<string> {
  const rows = await noticesOf(bookingId, "confirmation_request");
  const email = rows.find((row) => row.recipientRole === party && row.channel === "email" && row.timeRevision === timeRevision);
  if (!email) throw new Error(`no confirmation e-mail to the ${party}`);
  const match = email.body.match(/\/confirm-showing\/([A-Za-z0-9_.-]+)/);
  return match![1];
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("[confirmations] the resident and the owner confirm showing requests", () => {
  it("initial then final: the resident is asked first, the owner once the resident said yes; the last yes confirms", async () => {
    const { property, ownerPhone } = await listing([
      { party: "resident", stage: "initial" },
      { party: "owner", stage: "final" },
    ]);
    const booking = await request(property.id);
    expect(booking.status).toBe("awaiting_confirmation");

    const asked = await noticesOf(booking.id, "confirmation_request");
    expect(asked.map((row) => `${row.recipientRole} ${row.channel}`).sort()).toEqual(["resident email", "resident sms"]);
    const text = asked.find((row) => row.channel === "sms")!;
    expect(text.body).toContain("Reply Y to confirm, N to decline");
    // Neither the visitor's contact details nor the access details reach a confirmer.
    for (const row of asked) {
      expect(row.body).not.toContain("Bo Buyer");
      expect(row.body).not.toContain("5550142");
    }
    expect((await noticesOf(booking.id, "request_received")).map((row) => row.recipientRole)).toContain("buyer");
    expect(await noticesOf(booking.id, "booking_confirmation")).toHaveLength(0);
    // The agent's list says whom it waits for, and who is asked.
    const [listed] = await listPropertyBookings(db, agentScope(property.agentId), property.id);
    expect(listed.statusText).toBe("Awaiting the resident's confirmation");
    expect(listed.confirmations.map((line) => [line.party, line.stage, line.answer, line.askedAt !== null])).toEqual([
      ["resident", "initial", null, true],
      ["owner", "final", null, false],
    ]);

    await answerByLink(db, null, await linkTokenFor(booking.id, "resident"), "confirmed", minutesLater(1));
    expect((await bookingOf(booking.id)).status).toBe("awaiting_confirmation");
    const ownerAsked = (await noticesOf(booking.id, "confirmation_request")).filter((row) => row.recipientRole === "owner");
    expect(ownerAsked.map((row) => row.channel).sort()).toEqual(["email", "sms"]);

    const answer = await decideByText(db, null, { from: ownerPhone, body: "Y", messageSid: sid() }, minutesLater(2));
    expect(answer).toBe(`Showbook: confirmed the showing of ${property.fullAddress} on Wed, Jan 9, 10:00 AM PST (${booking.confirmationNumber}).`);
    const confirmed = await bookingOf(booking.id);
    expect(confirmed.status).toBe("confirmed");
    expect((await noticesOf(booking.id, "booking_confirmation")).length).toBeGreaterThan(0);

    const log = await activityOf(booking.id);
    expect(log.map((row) => [row.event, row.actor, row.channel, row.toStatus])).toEqual([
      ["request_confirmation", "booker", "api", "awaiting_confirmation"],
      ["confirm", "resident", "email_link", "awaiting_confirmation"],
      ["confirm_last", "owner", "sms_reply", "confirmed"],
    ]);
    const rows = await confirmationsOf(booking.id);
    expect(rows.map((row) => [row.party, row.answer, row.answerChannel])).toEqual([
      ["owner", "confirmed", "sms_reply"],
      ["resident", "confirmed", "email_link"],
    ]);
    // The § 1954 entry notice still goes to the resident and is judged; the record keeps both.
    expect((await noticesOf(booking.id, "entry_notice")).length).toBeGreaterThan(0);
    expect(await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id))).toHaveLength(1);
    const record = await findBookingRecord(db, agentScope(property.agentId), booking.id);
    expect(record!.confirmations.map((line) => line.answer)).toEqual(["confirmed", "confirmed"]);
    expect(record!.notices.map((notice) => notice.kind)).not.toContain("confirmation_request");
    expect(record!.notices.map((notice) => notice.kind)).toContain("entry_notice");
  });

  it("both initial: both are asked at once and the showing is confirmed by the second yes", async () => {
    const { property, residentPhone } = await listing([
      { party: "resident", stage: "initial" },
      { party: "owner", stage: "initial" },
    ]);
    const booking = await request(property.id);
    const asked = await noticesOf(booking.id, "confirmation_request");
    expect(new Set(asked.map((row) => row.recipientRole))).toEqual(new Set(["resident", "owner"]));

    await answerByLink(db, null, await linkTokenFor(booking.id, "owner"), "confirmed", NOW);
    expect((await bookingOf(booking.id)).status).toBe("awaiting_confirmation");
    const answer = await decideByText(db, null, { from: residentPhone, body: "yes", messageSid: sid() }, NOW);
    expect(answer).toContain("Showbook: confirmed the showing");
    expect((await bookingOf(booking.id)).status).toBe("confirmed");
  });

  it("one confirmer: the owner of a vacant listing confirms by link; the link is then used up", async () => {
    const agent = await createAgent(db);
    const owner = await createOwner(db, agent.id, { lastName: "", email: uniqueEmail("owner") });
    const property = await createProperty(db, agent.id, { landlordId: owner.id, confirmations: [{ party: "owner", stage: "final" }] });
    const booking = await request(property.id);
    expect(booking.status).toBe("awaiting_confirmation");
    const token = await linkTokenFor(booking.id, "owner");
    const found = await findConfirmationRequest(db, token, NOW);
    expect(found?.confirmation.party).toBe("owner");
    await answerByLink(db, null, token, "confirmed", NOW);
    expect((await bookingOf(booking.id)).status).toBe("confirmed");
    expect(await refusal(answerByLink(db, null, token, "declined", NOW))).toBe("This request no longer waits for an answer: it is confirmed.");
  });

  it("at a manual-approval listing the last yes hands the request to the agent", async () => {
    const { property } = await listing([{ party: "resident", stage: "initial" }], { bookingApproval: "manual" });
    const booking = await request(property.id);
    await answerByLink(db, null, await linkTokenFor(booking.id, "resident"), "confirmed", NOW);
    expect((await bookingOf(booking.id)).status).toBe("pending");
    expect((await noticesOf(booking.id, "approval_request")).length).toBeGreaterThan(0);
  });

  it("a decline by one confirmer declines and refunds the request, and the booker is told in plain words", async () => {
    const { property } = await listing([
      { party: "resident", stage: "initial" },
      { party: "owner", stage: "initial" },
    ]);
    const booking = await request(property.id);
    const token = await linkTokenFor(booking.id, "resident");
    const { booking: declined } = await answerByLink(db, null, token, "declined", NOW);
    expect(declined).toMatchObject({ status: "declined", cancellationReason: "Declined by the resident" });
    expect(declined.refundRequestedAt).not.toBeNull();
    const told = (await noticesOf(booking.id, "booking_declined")).find((row) => row.recipientRole === "buyer" && row.channel === "email")!;
    expect(told.body).toContain(`the people at ${property.fullAddress} cannot host a showing on Wed, Jan 9, 10:00 AM PST, so your request is declined.`);
    expect(told.body).toContain("Any fee you paid is refunded in full.");
    const [decline] = (await activityOf(booking.id)).filter((row) => row.event === "decline");
    expect(decline).toMatchObject({ actor: "resident", channel: "email_link", toStatus: "declined", reason: "Declined by the resident" });
    // Single use: the same link, and the other confirmer's, now decide nothing.
    expect(await refusal(answerByLink(db, null, token, "confirmed", NOW))).toContain("no longer waits for an answer");
    expect(await refusal(answerByLink(db, null, await linkTokenFor(booking.id, "owner"), "confirmed", NOW))).toContain("declined");
  });

  it("a request nobody answered when its notice window opens is declined and refunded by the job", async () => {
    const { property, residentPhone } = await listing([{ party: "resident", stage: "initial" }]);
    const booking = await request(property.id);
    const token = await linkTokenFor(booking.id, "resident");
    await declineOverdueRequests(db, null, AFTER_DEADLINE);
    const declined = await bookingOf(booking.id);
    expect(declined).toMatchObject({ status: "declined", cancellationReason: UNCONFIRMED_DECLINE_REASON });
    expect(declined.refundRequestedAt).not.toBeNull();
    const agentTold = (await noticesOf(booking.id, "booking_declined")).find((row) => row.recipientRole === "listing_agent" && row.channel === "email")!;
    expect(agentTold.body).toContain("was not confirmed in time");
    // The link has lapsed with the request; a Y from the resident's phone finds nothing open.
    expect(await findConfirmationRequest(db, token, AFTER_DEADLINE)).toBeNull();
    expect(await decideByText(db, null, { from: residentPhone, body: "Y", messageSid: sid() }, AFTER_DEADLINE)).toBe(NO_OPEN_REQUEST_ANSWER);
  });

  it("the agent confirms on the resident's behalf, and the log says so", async () => {
    const { agent, property } = await listing([
      { party: "resident", stage: "initial" },
      { party: "owner", stage: "final" },
    ]);
    const booking = await request(property.id);
    await confirmOnBehalf(db, null, agentScope(agent.id), booking.id, "resident", NOW);
    const [resident] = (await confirmationsOf(booking.id)).filter((row) => row.party === "resident");
    expect(resident).toMatchObject({ answer: "confirmed", answerChannel: "dashboard", answeredByUserId: agent.id });
    const confirm = (await activityOf(booking.id)).find((row) => row.event === "confirm")!;
    expect(confirm).toMatchObject({ actor: "user", actorUserId: agent.id, channel: "dashboard", reason: "On behalf of the resident" });
    // Another agent cannot.
    const other = await createAgent(db);
    expect(await refusal(confirmOnBehalf(db, null, agentScope(other.id), booking.id, "owner", NOW))).toBe("Booking not found");
    await confirmOnBehalf(db, null, agentScope(agent.id), booking.id, "owner", NOW);
    expect((await bookingOf(booking.id)).status).toBe("confirmed");
  });

  it("two confirmers answering at once: exactly one of them confirms the showing", async () => {
    const { property } = await listing([
      { party: "resident", stage: "initial" },
      { party: "owner", stage: "initial" },
    ]);
    const booking = await request(property.id);
    const [resident, owner] = await Promise.all([linkTokenFor(booking.id, "resident"), linkTokenFor(booking.id, "owner")]);
    const results = await Promise.allSettled([answerByLink(db, null, resident, "confirmed", NOW), answerByLink(db, null, owner, "confirmed", NOW)]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
    const log = await activityOf(booking.id);
    expect(log.filter((row) => row.event === "confirm")).toHaveLength(1);
    expect(log.filter((row) => row.event === "confirm_last")).toHaveLength(1);
    expect((await bookingOf(booking.id)).status).toBe("confirmed");
    const confirmationEmails = (await noticesOf(booking.id, "booking_confirmation")).filter((row) => row.recipientRole === "buyer" && row.channel === "email");
    expect(confirmationEmails).toHaveLength(1);
  });

  it("a yes and a no at once: exactly one outcome, and a declined request stays declined", async () => {
    const { property } = await listing([
      { party: "resident", stage: "initial" },
      { party: "owner", stage: "initial" },
    ]);
    const booking = await request(property.id);
    const [resident, owner] = await Promise.all([linkTokenFor(booking.id, "resident"), linkTokenFor(booking.id, "owner")]);
    await Promise.allSettled([answerByLink(db, null, resident, "declined", NOW), answerByLink(db, null, owner, "confirmed", NOW)]);
    expect((await bookingOf(booking.id)).status).toBe("declined");
    const log = await activityOf(booking.id);
    expect(log.filter((row) => row.toStatus === "declined")).toHaveLength(1);
    expect(log.filter((row) => row.event === "confirm_last")).toHaveLength(0);
  });
});

describe("[confirmations] the listing's setting", () => {
  it("refuses a party twice, and a party the listing does not have, with a clear message", async () => {
    const twice = updatePropertySchema.safeParse({
      confirmations: [
        { party: "owner", stage: "initial" },
        { party: "owner", stage: "final" },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0].message).toBe("Each party can be asked to confirm only once");

    const agent = await createAgent(db);
    const vacant = await createProperty(db, agent.id);
    expect(await refusal(updateProperty(db, agentScope(agent.id), vacant.id, { confirmations: [{ party: "resident", stage: "initial" }] }))).toBe(
      "The resident cannot confirm showings: this listing has no resident with an e-mail or phone. Link a resident first.",
    );
    const { property } = await listing([]);
    const saved = await updateProperty(db, agentScope(property.agentId), property.id, {
      confirmations: [
        { party: "owner", stage: "final" },
        { party: "resident", stage: "initial" },
      ],
    });
    expect(saved.confirmations).toEqual([
      { party: "owner", stage: "final" },
      { party: "resident", stage: "initial" },
    ]);
    // Removing a confirmer from the listing is refused while they are asked to confirm.
    expect(await refusal(updateProperty(db, agentScope(property.agentId), property.id, { residentId: null }))).toContain(
      "The resident cannot confirm showings",
    );
  });
});

describe("[confirmations] the booker moves a request still awaiting confirmation", () => {
  const twoStages = () =>
    listing([
      { party: "resident", stage: "initial" },
      { party: "owner", stage: "final" },
    ]);
  const askedAt = async (bookingId: string, timeRevision: number) =>
    (await noticesOf(bookingId, "confirmation_request"))
      .filter((row) => row.timeRevision === timeRevision)
      .map((row) => `${row.recipientRole} ${row.channel}`)
      .sort();

  it("restarts the confirmations for the new time: earlier answers void, the first stage asked again, the move logged", async () => {
    const { property, ownerPhone } = await twoStages();
    const booking = await request(property.id);
    const residentLink = await linkTokenFor(booking.id, "resident");
    await answerByLink(db, null, residentLink, "confirmed", minutesLater(1));
    const ownerLink = await linkTokenFor(booking.id, "owner");

    const moved = await rescheduleByBooker(db, booking.manageToken, { date: "2030-01-09", time: "11:00" }, minutesLater(2));
    expect(moved).toMatchObject({ status: "awaiting_confirmation", timeRevision: 1, showingTime: "11:00" });
    expect(rescheduledMessage(moved)).toBe(CONFIRMATION_MOVED_MESSAGE);
    expect((await confirmationsOf(booking.id)).map((row) => [row.party, row.answer, row.askedAt !== null])).toEqual([
      ["owner", null, false],
      ["resident", null, true],
    ]);
    // Only the first stage is asked again, once, for the new time; the booker is told it waits again.
    expect(await askedAt(booking.id, 1)).toEqual(["resident email", "resident sms"]);
    const [newAsk] = (await noticesOf(booking.id, "confirmation_request")).filter((row) => row.timeRevision === 1 && row.channel === "email");
    expect(newAsk.body).toContain("on Wed, Jan 9, 11:00 AM PST");
    const told = (await noticesOf(booking.id, "request_received")).filter((row) => row.timeRevision === 1).map((row) => `${row.recipientRole} ${row.channel}`);
    expect(told).toContain("buyer email");
    expect((await activityOf(booking.id)).map((row) => [row.event, row.actor, row.channel, row.fromStatus, row.toStatus])).toEqual([
      ["request_confirmation", "booker", "api", null, "awaiting_confirmation"],
      ["confirm", "resident", "email_link", "awaiting_confirmation", "awaiting_confirmation"],
      ["move", "booker", "email_link", "awaiting_confirmation", "awaiting_confirmation"],
    ]);

    // The old links say the request moved and answer nothing; the owner's old question is not open by text either.
    const movedText = movedRequestText(moved, property);
    expect(movedText).toBe(
      "This request has moved to Wed, Jan 9, 11:00 AM PST, and a new request was sent to you for that time. This link no longer answers it.",
    );
    const oldRequest = await findConfirmationRequest(db, residentLink, minutesLater(3));
    expect(closedReason(oldRequest!, minutesLater(3))).toBe(movedText);
    expect(await refusal(answerByLink(db, null, residentLink, "confirmed", minutesLater(3)))).toBe(movedText);
    expect(await refusal(answerByLink(db, null, ownerLink, "confirmed", minutesLater(3)))).toBe(movedText);
    expect(await decideByText(db, null, { from: ownerPhone, body: "Y", messageSid: sid() }, minutesLater(3))).toBe(NO_OPEN_REQUEST_ANSWER);
    expect((await bookingOf(booking.id)).status).toBe("awaiting_confirmation");

    // The new links confirm the new time, stage by stage.
    await answerByLink(db, null, await linkTokenFor(booking.id, "resident", 1), "confirmed", minutesLater(4));
    expect(await askedAt(booking.id, 1)).toEqual(["owner email", "owner sms", "resident email", "resident sms"]);
    await answerByLink(db, null, await linkTokenFor(booking.id, "owner", 1), "confirmed", minutesLater(5));
    expect(await bookingOf(booking.id)).toMatchObject({ status: "confirmed", showingTime: "11:00" });
  });

  it("of two moves at once exactly one is made, and each confirmer is asked once for it", async () => {
    const { property } = await twoStages();
    const booking = await request(property.id);
    const results = await Promise.allSettled([
      rescheduleByBooker(db, booking.manageToken, { date: "2030-01-09", time: "11:00" }, NOW),
      rescheduleByBooker(db, booking.manageToken, { date: "2030-01-09", time: "13:00" }, NOW),
    ]);
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.filter((result) => result.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.map((result) => result.reason.message)).toEqual([ALREADY_RESCHEDULED_MESSAGE]);
    const after = await bookingOf(booking.id);
    expect(after.timeRevision).toBe(1);
    expect(await askedAt(booking.id, 1)).toEqual(["resident email", "resident sms"]);
    expect((await activityOf(booking.id)).filter((row) => row.event === "move")).toHaveLength(1);
  });

  it("a move to a taken slot, or inside the resident's notice window, is refused with the existing message and changes nothing", async () => {
    const { property } = await twoStages();
    const booking = await request(property.id);
    await request(property.id, "11:00");
    expect(await refusal(rescheduleByBooker(db, booking.manageToken, { date: "2030-01-09", time: "11:00" }, NOW))).toBe(REASONS.conflict);
    expect(await refusal(rescheduleByBooker(db, booking.manageToken, { date: "2030-01-07", time: "13:00" }, NOW))).toBe(
      REASONS.tooSoon(property.advanceNoticeHours),
    );
    expect(await bookingOf(booking.id)).toMatchObject({ status: "awaiting_confirmation", timeRevision: 0, showingTime: "10:00" });
    expect(await askedAt(booking.id, 1)).toEqual([]);
  });
});
