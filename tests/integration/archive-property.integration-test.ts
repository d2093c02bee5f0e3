import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AgentScope, type Scope, agentScope, allAgentsScope } from "@/lib/auth/scope";
import { bookings, notifications, properties, type Property } from "@/db/schema";
import { createBooking } from "@/lib/bookings/create-booking";
import { findListedProperty, findPublicProperty, findUnavailableProperty } from "@/lib/bookings/public-property";
import { requireBookableProperty } from "@/lib/bookings/require-bookable-property";
import { PROPERTY_UNAVAILABLE_MESSAGE } from "@/lib/properties/unavailable-messages";
import { loadSharePage } from "@/lib/bookings/share-page";
import { listComplianceLogs } from "@/lib/compliance/compliance-logs";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import { completedQuerySchema } from "@/lib/dashboard/schemas";
import { completedShowingsCsv } from "@/lib/dashboard/showing-export";
import { listCompletedShowings } from "@/lib/dashboard/showings";
import { confirmPayment } from "@/lib/bookings/confirm-payment";
import { createPaymentHold } from "@/lib/bookings/create-payment-hold";
import { createStripeClient } from "@/lib/payments/stripe";
import { deleteProperty } from "@/lib/properties/delete-property";
import { getProperty, listProperties } from "@/lib/properties/list-properties";
import { updateProperty } from "@/lib/properties/update-property";
import { listSitemapProperties } from "@/lib/seo/sitemap-properties";
import { findBookingRecord } from "@/lib/showings/booking-record";
import { getPropertyStats } from "@/lib/stats/get-stats";
import { toLocal } from "@/lib/time/zoned-time";
import { bookShowing, businessDayAt, buyerRequest, createAgent, createOccupiedProperty, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";
import { startFakeStripe } from "./fake-stripe";

const db = useTestDb();
const fake = startFakeStripe();
const stripe = () => createStripeClient("sk_test_fake", fake.url);

// A showing that took place long ago, whatever today is.
const PAST = new Date("2025-06-04T17:00:00Z");

async function agentWithProperty(occupied: boolean): Promise<{ agent: AgentScope; property: Property }> {
  const user = await createAgent(db);
  const property = occupied
    ? await createOccupiedProperty(db, user.id, new Date("2025-01-06T17:00:00Z"))
    : await createProperty(db, user.id, { fullAddress: `${randomUUID().slice(0, 8)} Archive Ave, Oakland, CA 94612` });
  return { agent: agentScope(user.id), property };
}

const archivedAtOf = async (id: string) => (await db.select({ at: properties.archivedAt }).from(properties).where(eq(properties.id, id)))[0]?.at;

describe("[properties] deleting a property that had bookings archives it", () => {
  it("refuses a booking whose property was archived after the booking page looked it up", async () => {
    const { agent, property } = await agentWithProperty(false);
    await bookShowing(db, property, { startsAt: PAST, status: "completed" });
    const lookedUp = await requireBookableProperty(db, property.id);
    await deleteProperty(db, null, agent, property.id);

    const slot = toLocal(businessDayAt(3), property.timezone);
    await expect(
      createBooking(db, {
        property: lookedUp,
        now: new Date(),
        state: { status: "confirmed", paymentStatus: "mock", feeCents: 1000 },
        request: buyerRequest(property.id, uniqueEmail("late"), slot.date, slot.time),
      }),
    ).rejects.toMatchObject({ code: "conflict", message: PROPERTY_UNAVAILABLE_MESSAGE });
    expect(await db.select().from(bookings).where(eq(bookings.propertyId, property.id))).toHaveLength(1);
  });

  it("archives a vacant property with past bookings instead of refusing, and keeps them", async () => {
    const { agent, property } = await agentWithProperty(false);
    const past = await bookShowing(db, property, { startsAt: PAST, status: "completed" });

    expect(await deleteProperty(db, null, agent, property.id)).toEqual({ archived: true, cancelled: 0, deletedPhoto: null });

    expect(await archivedAtOf(property.id)).toBeInstanceOf(Date);
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(kept.status).toBe("completed");
  });

  it("cancels the upcoming showings with notices to booker and resident and records their refunds", async () => {
    const { agent, property } = await agentWithProperty(true);
    const past = await bookShowing(db, property, { startsAt: PAST, status: "completed" });
    const paid = await bookShowing(db, property, {
      startsAt: businessDayAt(3, "10:00"),
      paymentStatus: "succeeded",
      stripePaymentIntentId: `pi_test_${randomUUID().replaceAll("-", "")}`,
    });
    const awaiting = await bookShowing(db, property, { startsAt: businessDayAt(3, "14:00"), status: "pending" });

    expect(await deleteProperty(db, null, agent, property.id)).toEqual({ archived: true, cancelled: 2, deletedPhoto: null });

    const rows = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));
    const statusOf = (id: string) => rows.find((row) => row.id === id)!;
    expect(statusOf(past.id).status).toBe("completed");
    expect(statusOf(paid.id)).toMatchObject({ status: "cancelled", cancellationReason: PROPERTY_UNAVAILABLE_MESSAGE, paymentStatus: "succeeded" });
    // No Stripe here: the refund is due and waits for the refund job.
    expect(statusOf(paid.id).refundRequestedAt).toBeInstanceOf(Date);
    expect(statusOf(awaiting.id).status).toBe("cancelled");
    for (const booking of [paid, awaiting]) {
      const notices = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, "booking_cancelled")));
      expect(notices.map((row) => `${row.recipientRole}:${row.channel}`)).toEqual(expect.arrayContaining(["buyer:email", "resident:email"]));
      expect(notices.every((row) => row.status === "queued")).toBe(true);
    }
    expect(await db.select().from(notifications).where(and(eq(notifications.bookingId, past.id), eq(notifications.kind, "booking_cancelled")))).toEqual([]);
  });

  it("is safe to call twice: one archive, one set of cancellation notices, then not found", async () => {
    const { agent, property } = await agentWithProperty(true);
    const upcoming = await bookShowing(db, property, { startsAt: businessDayAt(3) });

    const outcomes = await Promise.allSettled([deleteProperty(db, null, agent, property.id), deleteProperty(db, null, agent, property.id)]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === "rejected")).toMatchObject({ reason: { code: "not_found" } });
    const cancelNotices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, upcoming.id), eq(notifications.kind, "booking_cancelled"), eq(notifications.recipientRole, "buyer"), eq(notifications.channel, "email")));
    expect(cancelNotices).toHaveLength(1);
    await expect(deleteProperty(db, null, agent, property.id)).rejects.toMatchObject({ code: "not_found" });
  });

  it("is gone from the lists, edits, public lookups, share page, sitemap and new bookings", async () => {
    const { agent, property } = await agentWithProperty(false);
    const admin: Scope = allAgentsScope({ id: (await createAgent(db, "admin")).id, isAdmin: true });
    await bookShowing(db, property, { startsAt: PAST, status: "completed" });
    expect((await listSitemapProperties(db)).map((entry) => entry.slug)).toContain(property.slug);

    await deleteProperty(db, null, agent, property.id);

    expect(await listProperties(db, agent, new Date())).toEqual([]);
    expect((await listProperties(db, admin, new Date())).map((item) => item.id)).not.toContain(property.id);
    await expect(getProperty(db, agent, property.id, new Date())).rejects.toMatchObject({ code: "not_found" });
    await expect(updateProperty(db, agent, property.id, { status: "unlisted" })).rejects.toMatchObject({ code: "not_found" });
    await expect(updateProperty(db, admin, property.id, { status: "listed" })).rejects.toMatchObject({ code: "not_found" });
    expect(await findPublicProperty(db, property.id)).toBeNull();
    expect(await findListedProperty(db, property.slug)).toBeNull();
    expect(await loadSharePage(db, property.slug)).toBeNull();
    expect((await listSitemapProperties(db)).map((entry) => entry.slug)).not.toContain(property.slug);
    await expect(requireBookableProperty(db, property.id)).rejects.toMatchObject({ code: "conflict", message: PROPERTY_UNAVAILABLE_MESSAGE });
  });

  it("refunds instead of confirming a hold paid after its property was archived", async () => {
    const { agent, property } = await agentWithProperty(false);
    await bookShowing(db, property, { startsAt: PAST, status: "completed" });
    const local = toLocal(businessDayAt(3), property.timezone);
    const hold = await createPaymentHold(db, stripe(), buyerRequest(property.id, uniqueEmail("late"), local.date, local.time));

    await deleteProperty(db, stripe(), agent, property.id);
    fake.pay(hold.paymentIntentId);

    expect(await confirmPayment(db, stripe(), hold.paymentIntentId)).toMatchObject({ status: "refunded" });
    expect(fake.refunds.map((refund) => refund.payment_intent)).toContain(hold.paymentIntentId);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(after).toMatchObject({ status: "pending_payment", paymentStatus: "refunded" });
  });

  it("tells the bookers who paid that their fee is refunded, and refunds it; the others are told nothing of a refund", async () => {
    const { agent, property } = await agentWithProperty(false);
    await bookShowing(db, property, { startsAt: PAST, status: "completed" });
    const local = toLocal(businessDayAt(3), property.timezone);
    const hold = await createPaymentHold(db, stripe(), buyerRequest(property.id, uniqueEmail("paid"), local.date, local.time));
    fake.pay(hold.paymentIntentId);
    expect(await confirmPayment(db, stripe(), hold.paymentIntentId)).toMatchObject({ status: "confirmed" });
    const unpaid = await bookShowing(db, property, { startsAt: businessDayAt(3, "14:00") });

    await deleteProperty(db, stripe(), agent, property.id);

    const bookerEmail = async (bookingId: string) =>
      (await db.select().from(notifications).where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, "booking_cancelled"), eq(notifications.recipientRole, "buyer"), eq(notifications.channel, "email"))))[0].body;
    expect(await bookerEmail(hold.bookingId)).toContain("Your $10 booking fee is being refunded to the card you paid with");
    const [paid] = await db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(paid).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(fake.refunds.map((refund) => refund.payment_intent)).toContain(hold.paymentIntentId);
    expect(await bookerEmail(unpaid.id)).not.toContain("refunded");

    // Its links lead to the page that names the agent.
    expect(await findUnavailableProperty(db, property.slug)).toMatchObject({ id: property.id });
    expect(await findUnavailableProperty(db, property.id)).toMatchObject({ id: property.id });
  });

  it("keeps its showings, records and compliance trail reachable, marked archived", async () => {
    const { agent, property } = await agentWithProperty(true);
    const past = await bookShowing(db, property, { startsAt: PAST, status: "completed" });
    await recordCompliance(db, past.id);

    await deleteProperty(db, null, agent, property.id);

    const completed = await listCompletedShowings(db, agent, completedQuerySchema.parse({ range: "all" }), new Date());
    expect(completed.showings.map((row) => row.id)).toEqual([past.id]);
    const archivedAddress = `${property.fullAddress} (archived)`;
    expect(completed.showings[0]).toMatchObject({ propertyAddress: archivedAddress, isCompliant: expect.any(Boolean) });
    expect(completedShowingsCsv(completed.showings)).toContain(archivedAddress);
    expect(await findBookingRecord(db, agent, past.id)).toMatchObject({ booking: { id: past.id }, property: { id: property.id } });
    expect((await listComplianceLogs(db, agent, property.id)).map((log) => log.id)).toContain(past.id);
    expect((await getPropertyStats(db, agent, new Date())).topProperties).toEqual([expect.objectContaining({ address: archivedAddress, bookings: 1 })]);
  });

  it("answers not found to another agent and archives nothing", async () => {
    const { property } = await agentWithProperty(false);
    const upcoming = await bookShowing(db, property, { startsAt: businessDayAt(3) });
    const stranger: Scope = agentScope((await createAgent(db)).id);

    await expect(deleteProperty(db, null, stranger, property.id)).rejects.toMatchObject({ code: "not_found" });

    expect(await archivedAtOf(property.id)).toBeNull();
    expect((await db.select().from(bookings).where(eq(bookings.id, upcoming.id)))[0].status).toBe("confirmed");
  });

  it("really deletes a property that never had a booking", async () => {
    const { agent, property } = await agentWithProperty(false);
    expect(await deleteProperty(db, null, agent, property.id)).toEqual({ archived: false, cancelled: 0, deletedPhoto: null });
    expect(await db.select().from(properties).where(eq(properties.id, property.id))).toEqual([]);
  });
});
