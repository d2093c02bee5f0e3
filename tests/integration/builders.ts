import { randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import { bookings, properties, users, type Booking, type NewProperty, type User, type WeeklySchedule } from "@/db/schema";
import { blockedPeriod } from "@/lib/bookings/create-booking";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { uniqueEmail } from "./db";

export const allWeekSchedule = (start = "09:00", end = "17:00"): WeeklySchedule => {
  const day = { enabled: true, start, end };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
};

/** An agent account; the password hash is a placeholder, so it cannot sign in. */
export async function createAgent(db: Db, label = "agent"): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(label),
      passwordHash: "not-a-real-hash",
      anonymousUsername: `${generateAnonymousUsername()}-${randomUUID().slice(0, 8)}`,
    })
    .returning();
  return user;
}

export async function createProperty(db: Db, agentId: string, overrides: Partial<NewProperty> = {}) {
  const [property] = await db
    .insert(properties)
    .values({
      agentId,
      slug: randomUUID().replaceAll("-", ""),
      addressLine1: "123 Main St",
      city: "Oakland",
      state: "CA",
      zipCode: "94612",
      fullAddress: "123 Main St, Oakland, CA 94612",
      customAvailability: allWeekSchedule(),
      ...overrides,
    })
    .returning();
  return property;
}

/** The next Wednesday at least `minDays` ahead, 10:00 in Los Angeles. */
export function wednesdayMorning(minDays: number): Date {
  const day = new Date(Date.now() + minDays * 86_400_000);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "shortOffset" })
    .formatToParts(new Date(`${date}T18:00:00Z`))
    .find((part) => part.type === "timeZoneName")!.value; // "GMT-8" or "GMT-7"
  const hours = 10 - Number(offset.replace("GMT", ""));
  return new Date(`${date}T${String(hours).padStart(2, "0")}:00:00Z`);
}

/** A confirmed booking (by a buyer) with its notices written, as the booking flow leaves it. */
export async function createConfirmedBooking(db: Db, options: { occupied: boolean; startsAt?: Date }): Promise<Booking> {
  const agent = await createAgent(db);
  const property = await createProperty(db, agent.id, {
    occupancyStatus: options.occupied ? "resident" : "vacant",
    residentFirstName: options.occupied ? "Dana" : "",
    residentLastName: options.occupied ? "Lee" : "",
    residentEmail: options.occupied ? `dana-${randomUUID()}@test.showbook.app` : "",
    residentPhone: options.occupied ? "(510) 555-0101" : "",
  });
  const startsAt = options.startsAt ?? wednesdayMorning(3);
  const endsAt = new Date(+startsAt + 30 * 60_000);
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        propertyId: property.id,
        agentId: agent.id,
        confirmationNumber: `SB-${randomUUID().slice(0, 8).toUpperCase()}`,
        manageToken: randomUUID(),
        status: "confirmed",
        startsAt,
        endsAt,
        blockedPeriod: blockedPeriod(startsAt, endsAt, 0),
        showingDate: startsAt.toISOString().slice(0, 10),
        showingTime: "10:00",
        requesterType: "buyer",
        buyerName: "Bo Buyer",
        buyerEmail: `bo-${randomUUID()}@test.showbook.app`,
        buyerPhone: "510-555-0199",
        feeCents: 1000,
        paymentStatus: "mock",
      })
      .returning();
    await writeBookingNotifications(tx, booking);
    return booking;
  });
}
