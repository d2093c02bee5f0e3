import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentScope, allAgentsScope } from "@/lib/auth/scope";
import { buyerContacts, prospects, type Property } from "@/db/schema";
import { listBuyerAgentContacts, listBuyerContacts, listRenterContacts } from "@/lib/contacts/contacts";
import { completedQuerySchema } from "@/lib/dashboard/schemas";
import { listCalendarShowings, listCompletedShowings, listUpcomingShowings } from "@/lib/dashboard/showings";
import { listRecentActivity } from "@/lib/dashboard/overview";
import { defaultCalendarWindow } from "@/lib/dashboard/windows";
import { DEFAULT_TIME_ZONE, formatZonedDateTime, todayIn } from "@/lib/time/zoned-time";
import { listProspects, syncProspects } from "@/lib/prospects/prospects";
import { markBookingPageViewBooked, recordBookingPageView } from "@/lib/stats/booking-page-views";
import { getPropertyStats } from "@/lib/stats/get-stats";
import { bookShowing, createAgent, createOccupiedProperty, createOwner, createProperty } from "./builders";
import { useTestDb } from "./db";
import { CLIENT_IP_HEADER, markClientIpResolvedByServer } from "@/lib/request-ip";

const db = useTestDb();
const DAY = 86_400_000;

/** A booking as the booking flow leaves it (the shared builder), in the state `status` says; a cancelled one was cancelled at `now`. */
const addBooking = (property: Property, options: Omit<Parameters<typeof bookShowing>[2], "cancelledAt">) =>
  bookShowing(db, property, { ...options, ...(options.status === "cancelled" ? { cancelledAt: now } : {}) });

async function agentWithProperty(overrides: Parameters<typeof createProperty>[2] = {}) {
  const agent = await createAgent(db);
  const property = await createProperty(db, agent.id, overrides);
  return { agent, property, user: agentScope(agent.id) };
}

// The queries are asked at this moment, on the hour; every booking is placed relative to it.
const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
const at = (offsetMs: number) => new Date(+now + offsetMs);

describe("[contacts] from confirmed bookings", () => {
  it("makes the booker a buyer, renter or buyer's agent contact, one per e-mail, counting bookings", async () => {
    const { property, user } = await agentWithProperty();
    const second = await createProperty(db, user.userId, { fullAddress: "9 Pine St, Oakland, CA 94612", addressLine1: "9 Pine St" });
    const email = `Ana-${randomUUID()}@Test.Showbook.app`;
    const first = await addBooking(property, { startsAt: at(2 * DAY), name: "Ana Buyer", email });
    await addBooking(second, { startsAt: at(3 * DAY), name: "Ana Buyer", email: email.toLowerCase() });
    await addBooking(property, { startsAt: at(4 * DAY), requesterType: "renter", name: "Rita Renter Lopez" });
    await addBooking(property, { startsAt: at(5 * DAY), requesterType: "buyers_agent", name: "Alan Agent" });

    const buyers = await listBuyerContacts(db, user);
    expect(buyers).toHaveLength(1);
    expect(buyers[0]).toMatchObject({ fullName: "Ana Buyer", bookingsCount: 2 });
    expect(buyers[0].showings).toBe(`${second.fullAddress}; ${property.fullAddress}`);
    expect(+buyers[0].firstContact!).toBe(+first.createdAt);

    // The contact's last contact is the booking's creation, stamped by the database's clock: the
    // score is asked a minute later by that clock, so a faked test clock cannot move it.
    const renters = await listRenterContacts(db, user, new Date(+first.createdAt + 60_000));
    expect(renters).toHaveLength(1);
    expect(renters[0]).toMatchObject({ firstName: "Rita", lastName: "Renter Lopez", bookingsCount: 1, leadSource: "Showing booking" });
    // One booking (10) made just now (25), nothing else filled in: 35, low.
    expect(renters[0].lead).toMatchObject({ score: 35, band: "low" });

    const agents = await listBuyerAgentContacts(db, user);
    expect(agents).toHaveLength(1);
    expect(agents[0]).toMatchObject({ firstName: "Alan", lastName: "Agent", bookingsCount: 1 });

    const stranger = agentScope((await createAgent(db)).id);
    expect(await listBuyerContacts(db, stranger)).toEqual([]);
    expect(await listRenterContacts(db, stranger)).toEqual([]);
    expect(await listBuyerAgentContacts(db, stranger)).toEqual([]);
  });

  it("keeps the same e-mail apart for two agents", async () => {
    const email = `shared-${randomUUID()}@test.showbook.app`;
    const a = await agentWithProperty();
    const b = await agentWithProperty();
    await addBooking(a.property, { startsAt: at(2 * DAY), email });
    await addBooking(b.property, { startsAt: at(2 * DAY), email });
    const rows = await db.select().from(buyerContacts).where(eq(buyerContacts.email, email));
    expect(rows.map((row) => row.agentId).sort()).toEqual([a.agent.id, b.agent.id].sort());
    expect(rows.every((row) => row.bookingsCount === 1)).toBe(true);
  });
});

describe("[dashboard] showing lists", () => {
  it("upcoming: pending and confirmed showings of the next 14 days, the agent's own only", async () => {
    const { property, user } = await agentWithProperty();
    const soon = await addBooking(property, { startsAt: at(DAY) });
    const requested = await addBooking(property, { startsAt: at(3 * DAY), status: "pending", name: "Pia Pending" });
    const edge = await addBooking(property, { startsAt: at(13 * DAY) });
    await addBooking(property, { startsAt: at(15 * DAY) });
    await addBooking(property, { startsAt: at(16 * DAY), status: "pending" });
    await addBooking(property, { startsAt: at(2 * DAY), status: "cancelled" });
    await addBooking(property, { startsAt: at(4 * DAY), status: "declined" });
    await addBooking(property, { startsAt: at(5 * DAY), status: "pending_payment", paymentStatus: "pending" });
    await addBooking(property, { startsAt: at(-DAY), status: "completed" });
    await addBooking(property, { startsAt: at(-DAY / 2), status: "pending" });

    const rows = await listUpcomingShowings(db, user, now);
    expect(rows.map((row) => row.id)).toEqual([soon.id, requested.id, edge.id]);
    expect(rows[0]).toMatchObject({ propertyAddress: property.fullAddress, buyerName: "Bo Buyer", status: "confirmed" });
    expect(rows[1]).toMatchObject({ buyerName: "Pia Pending", status: "pending" });

    const stranger = agentScope((await createAgent(db)).id);
    expect(await listUpcomingShowings(db, stranger, now)).toEqual([]);
  });

  it("calendar: showings whose date is inside the 28-day window starting Monday", async () => {
    const { property, user } = await agentWithProperty();
    const window = defaultCalendarWindow(todayIn(now, DEFAULT_TIME_ZONE));
    expect(new Date(`${window.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
    const inside = await addBooking(property, { startsAt: at(2 * DAY) });
    const cancelled = await addBooking(property, { startsAt: at(3 * DAY), status: "cancelled" });
    await addBooking(property, { startsAt: at(35 * DAY) });

    const rows = await listCalendarShowings(db, user, window);
    expect(rows.map((row) => row.id)).toEqual([inside.id, cancelled.id]);
    expect(await listCalendarShowings(db, user, { startDate: window.endDate, endDate: window.endDate })).toEqual([]);
    const stranger = agentScope((await createAgent(db)).id);
    expect(await listCalendarShowings(db, stranger, window)).toEqual([]);
  });

  it("completed: time ranges, status, property and owner filters, pagination and the compliance percentage", async () => {
    const agent = await createAgent(db);
    const user = agentScope(agent.id);
    const owner = await createOwner(db, agent.id, { firstName: "Olivia", lastName: "Park" });
    const property = await createProperty(db, agent.id, { landlordId: owner.id });
    const occupied = await createOccupiedProperty(
      db,
      agent.id,
      null,
      { addressLine1: "350 Lakeside Dr", fullAddress: "350 Lakeside Dr, Oakland, CA 94612" },
      { firstName: "Marcus", lastName: "Lee", email: `marcus-${randomUUID()}@test.showbook.app`, phone: "510-555-0177" },
    );
    const recent = await addBooking(property, { startsAt: at(-2 * DAY), status: "completed" });
    const noShow = await addBooking(property, { startsAt: at(-3 * DAY), status: "no_show" });
    // Written the moment before: no 24 hours of notice, so not compliant.
    const late = await addBooking(occupied, { startsAt: at(-4 * DAY), status: "completed" });
    const older = await addBooking(property, { startsAt: at(-20 * DAY), status: "cancelled" });
    const oldest = await addBooking(property, { startsAt: at(-100 * DAY), status: "completed" });
    await addBooking(property, { startsAt: at(2 * DAY) });

    const query = (input: Record<string, string>) => listCompletedShowings(db, user, completedQuerySchema.parse(input), now);
    expect((await query({ range: "7" })).showings.map((row) => row.id)).toEqual([recent.id, noShow.id, late.id]);
    const month = await query({});
    expect(month.total).toBe(4);
    expect(month.showings.map((row) => row.id)).toEqual([recent.id, noShow.id, late.id, older.id]);
    expect((await query({ range: "all" })).total).toBe(5);
    expect((await query({ range: "all" })).showings.at(-1)!.id).toBe(oldest.id);

    expect((await query({ status: "no_show" })).showings.map((row) => row.id)).toEqual([noShow.id]);
    expect((await query({ property: "lakeside" })).showings.map((row) => row.id)).toEqual([late.id]);
    const byOwner = await query({ owner: "park" });
    expect(byOwner.showings.map((row) => row.id)).toEqual([recent.id, noShow.id, older.id]);
    expect(byOwner.showings[0].ownerName).toBe("Olivia Park");
    const fromTo = await query({ range: "all", from: late.showingDate, to: late.showingDate });
    expect(fromTo.showings.map((row) => row.id)).toEqual([late.id]);

    const page = await query({ limit: "2", offset: "2" });
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(page.showings.map((row) => row.id)).toEqual([late.id, older.id]);
    expect((await query({ sort: "date", dir: "asc" })).showings[0].id).toBe(older.id);

    // Three vacant-unit showings are compliant, the late notice is not: 75%.
    expect(month.compliancePercent).toBe(75);
    expect(month.showings.find((row) => row.id === late.id)).toMatchObject({ isCompliant: false, complianceApplicable: true, residentName: "Marcus Lee" });

    const stranger = agentScope((await createAgent(db)).id);
    expect(await listCompletedShowings(db, stranger, completedQuerySchema.parse({ range: "all" }), now)).toMatchObject({ total: 0, showings: [], compliancePercent: null });
  });

  it("an admin sees every agent's showings explicitly", async () => {
    const { property } = await agentWithProperty();
    const booking = await addBooking(property, { startsAt: at(DAY) });
    const admin = allAgentsScope({ id: (await createAgent(db)).id, isAdmin: true });
    expect((await listUpcomingShowings(db, admin, now)).map((row) => row.id)).toContain(booking.id);
  });
});

describe("[dashboard] recent activity", () => {
  it("carries the zone of the property each event concerns, which the overview shows it in", async () => {
    const { property, user } = await agentWithProperty({ timezone: "America/New_York" });
    const booking = await addBooking(property, { startsAt: at(3 * DAY), name: "Eve Eastern" });
    const activity = await listRecentActivity(db, user);
    expect(activity.find((item) => item.id === `booking-${booking.id}`)).toMatchObject({
      kind: "booking",
      timeZone: "America/New_York",
      // The showing's time as people read it, its zone named: never the raw "2026-12-09 15:00".
      detail: `${property.fullAddress} · ${formatZonedDateTime(booking.startsAt, "America/New_York")}`,
    });
    expect(formatZonedDateTime(booking.startsAt, "America/New_York")).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M E[SD]T$/);
    expect(activity.find((item) => item.id === `property-${property.id}`)).toMatchObject({ kind: "property_added", timeZone: "America/New_York" });
  });
});

describe("[stats] property stats", () => {
  it("computes conversion, revenue, averages and the top properties from bookings and booking-page visits", async () => {
    const { property, user } = await agentWithProperty();
    const quiet = await createProperty(db, user.userId, { addressLine1: "1 Quiet Ln", fullAddress: "1 Quiet Ln, Oakland, CA 94612" });
    await createProperty(db, user.userId, { addressLine1: "2 Empty Ct", fullAddress: "2 Empty Ct, Oakland, CA 94612" });
    await addBooking(property, { startsAt: at(DAY) });
    await addBooking(property, { startsAt: at(-2 * DAY), status: "completed" });
    await addBooking(property, { startsAt: at(-3 * DAY), status: "no_show" });
    await addBooking(quiet, { startsAt: at(DAY) });
    await addBooking(quiet, { startsAt: at(2 * DAY), status: "cancelled" });

    // As the app's own server (scripts/serve.ts) passes on the address it resolved.
    markClientIpResolvedByServer();
    const browser = (ip: string) => new Headers({ [CLIENT_IP_HEADER]: ip, "user-agent": "Mozilla/5.0 (iPhone) Safari/605.1" });
    const today = new Date("2030-02-04T18:00:00Z");
    for (const ip of ["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.1"]) await recordBookingPageView(db, property.id, browser(ip), today);
    await recordBookingPageView(db, property.id, new Headers({ "user-agent": "Googlebot/2.1" }), today);
    await recordBookingPageView(db, property.id, browser("10.0.0.1"), new Date("2030-02-05T18:00:00Z"));
    await markBookingPageViewBooked(db, property.id, browser("10.0.0.1"), today);
    // Booked through the API without a recorded view, twice: it still counts as one visit that booked.
    await markBookingPageViewBooked(db, property.id, browser("10.0.0.9"), today);
    await markBookingPageViewBooked(db, property.id, browser("10.0.0.9"), today);
    await recordBookingPageView(db, quiet.id, browser("10.0.0.1"), today);

    const stats = await getPropertyStats(db, user, now);
    expect(stats).toMatchObject({
      totalProperties: 3,
      totalBookings: 4,
      totalViews: 6,
      conversionRate: 33.3,
      averageBookingsPerProperty: 1.3,
      estimatedRevenue: 300,
    });
    expect(stats.topProperties.map((row) => [row.address, row.bookings, row.views, row.conversionRate])).toEqual([
      [property.fullAddress, 3, 5, 40],
      [quiet.fullAddress, 1, 1, 0],
      ["2 Empty Ct, Oakland, CA 94612", 0, 0, 0],
    ]);
    expect(stats.bookingsPerWeek).toHaveLength(12);
    expect(stats.bookingsPerWeek.reduce((sum, week) => sum + week.bookings, 0)).toBeGreaterThanOrEqual(2);

    const stranger = agentScope((await createAgent(db)).id);
    expect(await getPropertyStats(db, stranger, now)).toMatchObject({ totalProperties: 0, totalBookings: 0, conversionRate: 0, topProperties: [] });
  });

  it("never shows more than 100 % however many bookings one visitor makes", async () => {
    const { property, user } = await agentWithProperty();
    const browser = new Headers({ "x-forwarded-for": "10.1.1.1", "user-agent": "Mozilla/5.0 Firefox/140.0" });
    const day = new Date("2030-03-04T18:00:00Z");
    for (let index = 0; index < 3; index += 1) {
      await addBooking(property, { startsAt: at((index + 1) * DAY) });
      await markBookingPageViewBooked(db, property.id, browser, day);
    }
    expect(await getPropertyStats(db, user, now)).toMatchObject({ totalBookings: 3, totalViews: 1, conversionRate: 100 });
  });
});

describe("[prospects] sync from bookings", () => {
  it("builds one prospect per person and type, and a second run changes nothing", async () => {
    const { property, user } = await agentWithProperty();
    const email = `pat-${randomUUID()}@test.showbook.app`;
    await addBooking(property, { startsAt: at(-5 * DAY), status: "completed", name: "Pat Lee", email });
    const latest = await addBooking(property, { startsAt: at(2 * DAY), name: "Pat Lee", email: email.toUpperCase() });
    await addBooking(property, { startsAt: at(3 * DAY), requesterType: "renter", name: "Rae Renter" });
    await addBooking(property, { startsAt: at(4 * DAY), status: "cancelled", name: "Cy Cancelled" });

    expect(await syncProspects(db, user)).toEqual({ created: 2, updated: 0 });
    const rows = await listProspects(db, user);
    expect(rows.map((row) => [row.firstName, row.prospectType, row.status]).sort()).toEqual([
      ["Pat", "buyer", "Active"],
      ["Rae", "renter", "Active"],
    ]);
    expect(rows.find((row) => row.firstName === "Pat")).toMatchObject({ bookingDate: latest.showingDate, propertyAddress: property.fullAddress });

    await db.update(prospects).set({ status: "Contacted" }).where(eq(prospects.agentId, user.userId));
    expect(await syncProspects(db, user)).toEqual({ created: 0, updated: 0 });
    const again = await listProspects(db, user);
    expect(again).toHaveLength(2);
    expect(again.every((row) => row.status === "Contacted")).toBe(true);
    expect((await listProspects(db, user, { type: "renter" })).map((row) => row.firstName)).toEqual(["Rae"]);
    expect((await listProspects(db, user, { q: "pat" })).map((row) => row.firstName)).toEqual(["Pat"]);

    const stranger = agentScope((await createAgent(db)).id);
    expect(await syncProspects(db, stranger)).toEqual({ created: 0, updated: 0 });
    expect(await listProspects(db, stranger)).toEqual([]);
  });
});
