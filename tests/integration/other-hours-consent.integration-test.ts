import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { complianceRecords, notifications, residents } from "@/db/schema";
import { createBooking } from "@/lib/bookings/create-booking";
import { loadPropertyAvailability } from "@/lib/bookings/ledger/property-availability";
import { findPublicProperty } from "@/lib/bookings/public-property";
import { OUTSIDE_BUSINESS_HOURS_REASON } from "@/lib/compliance/rules";
import { deliverNotification } from "@/lib/notifications/deliver-notification";
import { localProviders } from "@/lib/notifications/providers/local";
import { allWeekSchedule, buyerRequest, createAgent, createOccupiedProperty, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();

type Offered = { date: string; weekday: string; time: string };

async function offeredSlots(propertyId: string, now: Date): Promise<Offered[]> {
  const property = (await findPublicProperty(db, propertyId))!;
  return (await loadPropertyAvailability(db, property, now)).days.flatMap((day) =>
    day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, weekday: day.weekday.toLowerCase(), time: slot.time })),
  );
}

const outsideBusinessHours = (slot: Offered) => ["saturday", "sunday"].includes(slot.weekday) || slot.time < "08:00" || slot.time > "17:30";

async function book(propertyId: string, slot: Offered, now: Date) {
  const property = (await findPublicProperty(db, propertyId))!;
  return createBooking(db, {
    property,
    now,
    state: { status: "confirmed", paymentStatus: "mock", feeCents: 1000 },
    request: buyerRequest(propertyId, `pat-${randomUUID()}@test.showbook.app`, slot.date, slot.time),
  });
}

describe("[compliance] standing consent to showings outside business hours", () => {
  it("offers and books the configured hours outside business hours only once the tenant's consent is recorded, and the verdict cites it", async () => {
    const now = new Date();
    const agent = await createAgent(db);
    const property = await createOccupiedProperty(db, agent.id, new Date("2026-01-05T17:00:00Z"), {
      customAvailability: allWeekSchedule("07:00", "20:00"),
    });

    const without = await offeredSlots(property.id, now);
    expect(without.length).toBeGreaterThan(0);
    expect(without.some(outsideBusinessHours)).toBe(false);

    await db
      .update(residents)
      .set({ otherHoursConsentAt: new Date("2026-03-02T00:00:00Z"), otherHoursConsentEvidence: "Lease addendum 2, signed on paper" })
      .where(eq(residents.id, property.residentId!));
    const withConsent = await offeredSlots(property.id, now);
    const weekend = withConsent.find((slot) => slot.weekday === "saturday" && slot.time === "10:00");
    expect(weekend).toBeDefined();
    expect(withConsent.some((slot) => slot.time === "07:00")).toBe(true);
    expect(withConsent.some((slot) => slot.time === "19:30")).toBe(true);
    // Consent widens the hours to those configured, no further.
    expect(withConsent.every((slot) => slot.time >= "07:00" && slot.time <= "19:30")).toBe(true);

    const booking = await book(property.id, weekend!, now);
    for (const notice of await db.select().from(notifications).where(eq(notifications.bookingId, booking.id))) {
      await deliverNotification(db, localProviders, notice.id);
    }
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id));
    expect(record.checks.find((check) => check.rule === "business_hours")).toEqual({
      rule: "business_hours",
      passed: true,
      detail: "§ 1954(b): Entry outside business hours with standing consent: Tenant agreed in writing on March 2, 2026 to showings outside business hours",
      citation: "§ 1954(b)",
    });
    expect(record.compliant).toBe(true);
  });

  it("refuses on the server a slot outside business hours without the consent", async () => {
    const now = new Date();
    const agent = await createAgent(db);
    const property = await createOccupiedProperty(db, agent.id, new Date("2026-01-05T17:00:00Z"), {
      customAvailability: allWeekSchedule("07:00", "20:00"),
    });
    // The last bookable day is far past the notice window, so only the hours rule can refuse.
    const weekday = (await offeredSlots(property.id, now)).at(-1)!;
    await expect(book(property.id, { ...weekday, time: "19:00" }, now)).rejects.toThrow(OUTSIDE_BUSINESS_HOURS_REASON);
    await expect(book(property.id, { ...weekday, time: "07:30" }, now)).rejects.toThrow(OUTSIDE_BUSINESS_HOURS_REASON);
    await expect(book(property.id, weekday, now)).resolves.toMatchObject({ showingTime: weekday.time });
  });
});

describe("[compliance] public holidays at an occupied unit", () => {
  // Friday 20 November 2026, noon in Los Angeles: Thanksgiving (26th) and the day after are bookable dates.
  const now = new Date("2026-11-20T20:00:00Z");

  it("offers no slot on Thanksgiving or the day after, refuses one booked anyway, and the resident's standing consent widens it", async () => {
    const agent = await createAgent(db);
    const property = await createOccupiedProperty(db, agent.id, new Date("2026-01-05T17:00:00Z"));
    const offered = await offeredSlots(property.id, now);
    const dates = new Set(offered.map((slot) => slot.date));
    expect(dates.has("2026-11-25")).toBe(true);
    expect(dates.has("2026-11-30")).toBe(true);
    expect(dates.has("2026-11-26")).toBe(false);
    expect(dates.has("2026-11-27")).toBe(false);
    const thanksgiving = { date: "2026-11-26", weekday: "thursday", time: "10:00" };
    await expect(book(property.id, thanksgiving, now)).rejects.toThrow(OUTSIDE_BUSINESS_HOURS_REASON);

    await db
      .update(residents)
      .set({ otherHoursConsentAt: new Date("2026-03-02T00:00:00Z"), otherHoursConsentEvidence: "Lease addendum 2, signed on paper" })
      .where(eq(residents.id, property.residentId!));
    expect((await offeredSlots(property.id, now)).some((slot) => slot.date === "2026-11-26" && slot.time === "10:00")).toBe(true);
    const booking = await book(property.id, thanksgiving, now);
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id));
    expect(record.checks.find((check) => check.rule === "business_hours")).toMatchObject({
      passed: true,
      detail:
        "§ 1954(b): Entry on Thanksgiving Day, a public holiday, outside business hours with standing consent: Tenant agreed in writing on March 2, 2026 to showings outside business hours",
    });
  });

  it("offers no slot on César Chávez Day, a California state holiday", async () => {
    const agent = await createAgent(db);
    const property = await createOccupiedProperty(db, agent.id, new Date("2026-01-05T17:00:00Z"));
    const vacant = await createProperty(db, agent.id);
    // Thursday 25 March 2027; César Chávez Day is Wednesday the 31st.
    const before = new Date("2027-03-25T19:00:00Z");
    const dates = new Set((await offeredSlots(property.id, before)).map((slot) => slot.date));
    expect(dates.has("2027-03-30")).toBe(true);
    expect(dates.has("2027-03-31")).toBe(false);
    // A vacant unit has no tenant to protect: its holidays are offered.
    expect((await offeredSlots(vacant.id, before)).some((slot) => slot.date === "2027-03-31")).toBe(true);
  });
});
