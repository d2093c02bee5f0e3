import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import postgres from "postgres";
import { describe, expect, inject, it } from "vitest";
import { bookings, notifications, occupantUnsuitableTimes, properties, propertyCoAgents, residents, type Property } from "@/db/schema";
import { actingScope } from "@/lib/auth/acting-scope";
import { agentScope } from "@/lib/auth/scope";
import { createBooking } from "@/lib/bookings/create-booking";
import { createPaymentHold } from "@/lib/bookings/create-payment-hold";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { loadSlotContext } from "@/lib/bookings/ledger/slot-context";
import { findPublicProperty } from "@/lib/bookings/public-property";
import { requireBookableProperty } from "@/lib/bookings/require-bookable-property";
import { approveBooking, cannotApproveMessage } from "@/lib/bookings/review-booking";
import { isAppError } from "@/lib/errors";
import {
  occupantPreferencesForAgent,
  renewOccupantPreferencesLink,
  sendOccupantPreferencesLink,
  NO_RESIDENT_MESSAGE,
} from "@/lib/occupant-preferences/agent";
import { openOccupantPreferencesLink, OCCUPANT_PREFERENCES_LINK_INVALID } from "@/lib/residents/preferences-link";
import { ALREADY_LISTED_MESSAGE, ALREADY_REMOVED_MESSAGE } from "@/lib/occupant-preferences/preferences";
import { addTimeByLink, removeTimeByLink, residentPreferencesPage, RESIDENT_CHANGE_LIMITS } from "@/lib/occupant-preferences/resident";
import { UNSUITABLE_TIME_REASON } from "@/lib/availability/unsuitable-times";
import { unsuitableTimeSchema } from "@/lib/occupant-preferences/schemas";
import { consumeDeclaredLimits } from "@/lib/rate-limit/rate-limit";
import { RATE_LIMITS } from "@/lib/rate-limit/rules";
import { getProperty } from "@/lib/properties/list-properties";
import { rescheduleByBooker } from "@/lib/showings/booker-actions";
import { bookShowing, buyerRequest, createAgent, createOccupiedProperty, createResident } from "./builders";
import { uniqueEmail, useTestDb } from "./db";
import { acting, officeWith } from "./office-builders";

const db = useTestDb();

// Monday 2030-01-07, 9:00 AM in Los Angeles. Wednesday the 9th and Thursday the 10th are business days.
const NOW = new Date("2030-01-07T17:00:00Z");
const WEDNESDAY = "2030-01-09";
const THURSDAY = "2030-01-10";
const SATURDAY = "2030-01-12";
const WEEKDAY_MORNINGS = unsuitableTimeSchema.parse({
  weekdays: ["monday", "tuesday", "wednesday", "thursday", "friday"],
  startTime: "08:00",
  endTime: "12:00",
});

const tokenOf = (url: string) => url.split("/occupant-preferences/")[1];

/** An occupied listing (the resident agreed to e-mail notice and to other hours, so weekends are offered) and the resident's link. */
async function occupiedListing(agentId?: string) {
  const agent = agentId ?? (await createAgent(db)).id;
  const property = await createOccupiedProperty(db, agent, new Date("2026-01-05T17:00:00Z"));
  await db
    .update(residents)
    .set({ otherHoursConsentAt: new Date("2026-01-05T17:00:00Z"), otherHoursConsentEvidence: "Lease addendum, signed" })
    .where(eq(residents.id, property.residentId!));
  await db
    .update(properties)
    .set({ customAvailability: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day } })
    .where(eq(properties.id, property.id));
  const view = await occupantPreferencesForAgent(db, agentScope(agent), property.id, NOW);
  return { agentId: agent, property, token: tokenOf(view.url) };
}
const day = { enabled: true, start: "08:00", end: "17:00" };

async function offered(property: Property) {
  const { days } = await loadPropertyAvailability(db, (await findPublicProperty(db, property.id))!, NOW);
  return (date: string, time: string) => days.find((d) => d.date === date)?.slots.find((slot) => slot.time === time);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (isAppError(error) ? { code: error.code, message: error.message } : error),
  );

async function book(property: Property, date: string, time: string) {
  const bookable = await requireBookableProperty(db, property.id);
  return createBooking(db, {
    property: bookable,
    now: NOW,
    state: { status: "confirmed", paymentStatus: "succeeded", feeCents: 1000 },
    request: buyerRequest(property.id, uniqueEmail("booker"), date, time),
  });
}

describe("[occupant preferences] times that never suit are not offered", () => {
  it("the public availability drops weekday mornings once the resident sets them; afternoons and weekends stay", async () => {
    const { property, token } = await occupiedListing();
    expect((await offered(property))(WEDNESDAY, "09:00")?.available).toBe(true);
    await addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW);
    const slot = await offered(property);
    expect(slot(WEDNESDAY, "09:00")).toMatchObject({ available: false, reason: UNSUITABLE_TIME_REASON });
    expect(slot(WEDNESDAY, "11:30")?.available).toBe(false);
    expect(slot(WEDNESDAY, "12:00")?.available).toBe(true);
    expect(slot(SATURDAY, "09:00")?.available).toBe(true);
  });

  it("a hold and a booking of such a time are refused (422 with the reason); another time is held", async () => {
    const { property, token } = await occupiedListing();
    await addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW);
    const request = buyerRequest(property.id, uniqueEmail("holder"), WEDNESDAY, "10:00");
    expect(await refusal(createPaymentHold(db, null, request, NOW))).toEqual({ code: "unprocessable_entity", message: UNSUITABLE_TIME_REASON });
    expect(await refusal(book(property, WEDNESDAY, "10:00"))).toEqual({ code: "unprocessable_entity", message: UNSUITABLE_TIME_REASON });
    const held = await createPaymentHold(db, null, buyerRequest(property.id, uniqueEmail("holder"), WEDNESDAY, "14:00"), NOW);
    expect(held.bookingId).toBeTruthy();
  });

  it("a booker cannot move a showing into such a time; a showing booked before stays booked", async () => {
    const { property, token } = await occupiedListing();
    const before = await book(property, WEDNESDAY, "09:00");
    const moving = await book(property, WEDNESDAY, "15:00");
    await addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW);
    expect(await refusal(rescheduleByBooker(db, moving.manageToken, { date: THURSDAY, time: "10:00" }, NOW))).toEqual({
      code: "unprocessable_entity",
      message: UNSUITABLE_TIME_REASON,
    });
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, before.id));
    expect(kept.status).toBe("confirmed");
    await rescheduleByBooker(db, moving.manageToken, { date: THURSDAY, time: "13:00" }, NOW);
  });

  it("a change re-renders the listing's cached public pages (the page-cache notice of migration 0045)", async () => {
    const { property, token } = await occupiedListing();
    const listener = postgres(inject("databaseUrl"), { max: 1, onnotice: () => {} });
    const heard: string[] = [];
    try {
      await listener.listen("showbook_page_cache", (payload) => heard.push(payload));
      const added = await addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW);
      await expect.poll(() => heard.includes(`public:property:${property.id}`)).toBe(true);
      heard.length = 0;
      await removeTimeByLink(db, token, added.id, NOW);
      await expect.poll(() => heard.includes(`public:property:${property.id}`)).toBe(true);
    } finally {
      await listener.end();
    }
  });

  it("a request awaiting approval at such a time can no longer be approved", async () => {
    const { property, agentId, token } = await occupiedListing();
    await db.update(properties).set({ bookingApproval: "manual" }).where(eq(properties.id, property.id));
    const bookable = await requireBookableProperty(db, property.id);
    const request = await createBooking(db, {
      property: bookable,
      now: NOW,
      state: { status: "pending", paymentStatus: "succeeded", feeCents: 1000 },
      request: buyerRequest(property.id, uniqueEmail("asker"), WEDNESDAY, "10:00"),
    });
    await addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW);
    expect(await refusal(approveBooking(db, agentScope(agentId), request.id, NOW))).toEqual({
      code: "conflict",
      message: cannotApproveMessage(UNSUITABLE_TIME_REASON),
    });
  });

  it("other listings are not affected, not even the same agent's", async () => {
    const first = await occupiedListing();
    const second = await occupiedListing(first.agentId);
    await addTimeByLink(db, first.token, WEEKDAY_MORNINGS, NOW);
    expect((await offered(second.property))(WEDNESDAY, "09:00")?.available).toBe(true);
    expect((await offered(first.property))(WEDNESDAY, "09:00")?.available).toBe(false);
  });

  it("the SQL context carries exactly the current resident's times not removed, as the TypeScript rule reads them", async () => {
    const { property, token } = await occupiedListing();
    const evenings = unsuitableTimeSchema.parse({ weekdays: ["saturday"], startTime: "16:00", endTime: "17:00" });
    const kept = await addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW);
    const removed = await addTimeByLink(db, token, evenings, NOW);
    await removeTimeByLink(db, token, removed.id, NOW);
    const context = await loadSlotContext(db, property.id, { date: WEDNESDAY }, NOW);
    expect(context?.unsuitable).toEqual([{ weekdays: kept.weekdays, startTime: "08:00", endTime: "12:00" }]);
    expect((await offered(property))(SATURDAY, "16:00")?.available).toBe(true);
    // The agent's property (its card and schedule editor) carries the same times.
    expect((await getProperty(db, agentScope(property.agentId), property.id, NOW)).unsuitableTimes).toEqual(context?.unsuitable);

    // Another resident moves in: the former resident's times no longer apply, and their link opens nothing.
    const next = await createResident(db, property.agentId, null);
    await db.update(properties).set({ residentId: next.id }).where(eq(properties.id, property.id));
    expect((await loadSlotContext(db, property.id, { date: WEDNESDAY }, NOW))?.unsuitable).toEqual([]);
    expect((await getProperty(db, agentScope(property.agentId), property.id, NOW)).unsuitableTimes).toEqual([]);
    expect(await openOccupantPreferencesLink(db, token, NOW)).toBeNull();
    // A vacant unit has no occupant to ask.
    await db.update(properties).set({ occupancyStatus: "vacant" }).where(eq(properties.id, property.id));
    await expect(occupantPreferencesForAgent(db, agentScope(property.agentId), property.id, NOW)).rejects.toThrow(NO_RESIDENT_MESSAGE);
  });
});

describe("[occupant preferences] the record and the link", () => {
  it("records who set what and when; removing keeps the row with its time; a time is listed once", async () => {
    const { property, agentId, token } = await occupiedListing();
    const added = await addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW);
    expect(await refusal(addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW))).toEqual({ code: "conflict", message: ALREADY_LISTED_MESSAGE });
    const later = new Date(+NOW + 3_600_000);
    await removeTimeByLink(db, token, added.id, later);
    expect(await refusal(removeTimeByLink(db, token, added.id, later))).toEqual({ code: "not_found", message: ALREADY_REMOVED_MESSAGE });
    const view = await occupantPreferencesForAgent(db, agentScope(agentId), property.id, NOW);
    expect(view.record).toEqual([expect.objectContaining({ id: added.id, addedAt: NOW, removedAt: later, startTime: "08:00", endTime: "12:00" })]);
    expect(view.residentName).toBe("Dana Lee");
    const [row] = await db.select().from(occupantUnsuitableTimes).where(eq(occupantUnsuitableTimes.id, added.id));
    expect(row.residentId).toBe(property.residentId);
    expect((await residentPreferencesPage(db, token, NOW))?.times).toEqual([]);
  });

  it("a removed time is offered again", async () => {
    const { property, token } = await occupiedListing();
    const added = await addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW);
    await removeTimeByLink(db, token, added.id, NOW);
    expect((await offered(property))(WEDNESDAY, "09:00")?.available).toBe(true);
  });

  it("renewing the link revokes the old one; a forged, altered or foreign link opens nothing", async () => {
    const { property, agentId, token } = await occupiedListing();
    const renewed = tokenOf(await renewOccupantPreferencesLink(db, agentScope(agentId), property.id, NOW));
    expect(await openOccupantPreferencesLink(db, token, NOW)).toBeNull();
    expect(await refusal(addTimeByLink(db, token, WEEKDAY_MORNINGS, NOW))).toEqual({ code: "not_found", message: OCCUPANT_PREFERENCES_LINK_INVALID });
    expect(await residentPreferencesPage(db, token, NOW)).toBeNull();
    const page = await residentPreferencesPage(db, renewed, NOW);
    expect(page).toEqual({ address: property.fullAddress, timeZone: property.timezone, times: [] });
    expect(await openOccupantPreferencesLink(db, `${renewed}x`, NOW)).toBeNull();
    expect(await openOccupantPreferencesLink(db, "not-a-token", NOW)).toBeNull();
    // Expired: 90 days.
    expect(await openOccupantPreferencesLink(db, renewed, new Date(+NOW + 91 * 86_400_000))).toBeNull();
  });

  it("only the listing's agent sees, renews and sends it; the link goes by e-mail and SMS", async () => {
    const { property, agentId } = await occupiedListing();
    const stranger = agentScope((await createAgent(db)).id);
    await expect(occupantPreferencesForAgent(db, stranger, property.id, NOW)).rejects.toThrow("Property not found");
    await expect(renewOccupantPreferencesLink(db, stranger, property.id, NOW)).rejects.toThrow("Property not found");
    await expect(sendOccupantPreferencesLink(db, stranger, property.id, NOW)).rejects.toThrow("Property not found");
    await expect(occupantPreferencesForAgent(db, stranger, "not-a-uuid", NOW)).rejects.toThrow("Property not found");

    await sendOccupantPreferencesLink(db, agentScope(agentId), property.id, NOW);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.agentId, agentId), eq(notifications.kind, "occupant_preferences_link")));
    expect(rows.map((row) => row.channel).sort()).toEqual(["email", "sms"]);
    const { url } = await occupantPreferencesForAgent(db, agentScope(agentId), property.id, NOW);
    for (const row of rows) {
      expect(row.recipientRole).toBe("resident");
      expect(row.body).toContain(`/occupant-preferences/${tokenOf(url).split(".")[0]}`);
    }
  });

  it("the resident's entry notice e-mail carries their current link", async () => {
    const { property, agentId } = await occupiedListing();
    const booking = await bookShowing(db, property, { startsAt: new Date("2030-01-09T22:00:00Z") });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, "entry_notice"), eq(notifications.channel, "email")));
    const token = /\/occupant-preferences\/(\S+)/.exec(notice.body)?.[1] ?? "";
    // The notice is written at the wall clock's time, so its link is valid from then.
    const written = new Date();
    expect((await openOccupantPreferencesLink(db, token, written))?.property.id).toBe(property.id);
    expect(notice.html).toContain("Times that never suit you for showings");
    await renewOccupantPreferencesLink(db, agentScope(agentId), property.id, NOW);
    expect(await openOccupantPreferencesLink(db, token, written)).toBeNull();
  });

  it("a co-listing agent of the office reaches it; another member does not", async () => {
    const { members } = await officeWith(db, "prefs", ["agent", "agent", "agent"], NOW);
    const [agent, coAgent, other] = members;
    const { property } = await occupiedListing(agent.id);
    await db.insert(propertyCoAgents).values({ propertyId: property.id, agentUserId: coAgent.id });
    const view = await occupantPreferencesForAgent(db, await actingScope(db, acting(coAgent), { now: NOW }), property.id, NOW);
    expect(view.propertyId).toBe(property.id);
    await expect(occupantPreferencesForAgent(db, await actingScope(db, acting(other), { now: NOW }), property.id, NOW)).rejects.toThrow("Property not found");
  });

  it("changes through one link are rate limited", async () => {
    const token = `limit-${randomUUID()}`;
    // The per-link rule alone: the per-address one (signedLinksPerIp) is shared by every test of the run.
    const perLink = { occupantPreferenceChangesPerLink: RESIDENT_CHANGE_LIMITS.occupantPreferenceChangesPerLink };
    const spend = () => consumeDeclaredLimits(perLink, { input: { token } }, { userId: null, headers: () => new Headers() });
    for (let change = 0; change < RATE_LIMITS.occupantPreferenceChangesPerLink.points; change++) await spend();
    expect(await refusal(spend())).toEqual({ code: "rate_limit_exceeded", message: RATE_LIMITS.occupantPreferenceChangesPerLink.message });
  });
});
