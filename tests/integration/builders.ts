import { randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import {
  bookings,
  landlords,
  properties,
  residents,
  users,
  type Booking,
  type NewBooking,
  type NewLandlord,
  type NewProperty,
  type NewResident,
  type Property,
  type RequesterType,
  type User,
  type WeeklySchedule,
} from "@/db/schema";
import { bookingRequestSchema, type BookingRequest } from "@/lib/bookings/booking-input";
import { blockedPeriod } from "@/lib/bookings/ledger/blocked-period";
import { onBookingConfirmed } from "@/lib/bookings/on-booking-confirmed";
import { addDays, fromLocal, toLocal } from "@/lib/time/zoned-time";
import { isBusinessDay, isWithinBusinessHours } from "@/lib/compliance/business-hours";
import { publicHolidayOn } from "@/lib/compliance/holidays";
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

/**
 * A showing start on a business day, `time` local to `timeZone`, on the first Monday to Friday
 * that is no public holiday whose local date is at least `minDays` after today's: never more
 * than `minDays + 4` calendar days out (a weekend next to two holidays, as at Thanksgiving)
 * whatever today's date, so a test can put it on a chosen side of a day-count rule.
 */
export function businessDayAt(minDays: number, time = "10:00", timeZone = "America/Los_Angeles", now = new Date()): Date {
  let date = addDays(toLocal(now, timeZone).date, minDays);
  while (!isBusinessDay(date, publicHolidayOn)) date = addDays(date, 1);
  const startsAt = fromLocal(date, time, timeZone);
  if (!startsAt) throw new Error(`${date} ${time} does not exist in ${timeZone}`);
  return startsAt;
}

/**
 * The first half-hour start inside business hours (no weekend, no public holiday) at least
 * `hours` after `now`: at most about four and a half days later (Thanksgiving's Wednesday
 * evening to Monday morning), so a showing `hours >= 24` ahead stays under six days out.
 */
export function firstBusinessSlotAfter(hours: number, timeZone = "America/Los_Angeles", now = new Date()): Date {
  const halfHour = 30 * 60_000;
  let startsAt = new Date(Math.ceil((+now + hours * 3_600_000) / halfHour) * halfHour);
  while (!isWithinBusinessHours(startsAt, new Date(+startsAt + halfHour), timeZone, publicHolidayOn)) {
    startsAt = new Date(+startsAt + halfHour);
  }
  return startsAt;
}

/** A resident of the agent's; `electronicConsentAt` is when they agreed in writing to e-mail and SMS notice. */
export async function createResident(db: Db, agentId: string, electronicConsentAt: Date | null, details: Partial<NewResident> = {}) {
  const [resident] = await db
    .insert(residents)
    .values({
      agentId,
      firstName: "Dana",
      lastName: "Lee",
      email: `dana-${randomUUID()}@test.showbook.app`,
      phone: "(510) 555-0101",
      electronicNoticeConsentAt: electronicConsentAt,
      electronicNoticeConsentEvidence: electronicConsentAt ? "Lease addendum, signed" : "",
      ...details,
    })
    .returning();
  return resident;
}

/** An owner of the agent's, to link as a property's `landlordId`. */
export async function createOwner(db: Db, agentId: string, details: Partial<NewLandlord> = {}) {
  const [owner] = await db.insert(landlords).values({ agentId, firstName: "Olive", lastName: "Owner", ...details }).returning();
  return owner;
}

/** An occupied property whose resident row (with `resident`'s details) is linked, as linking one on the card leaves it. */
export async function createOccupiedProperty(
  db: Db,
  agentId: string,
  electronicConsentAt: Date | null,
  overrides: Partial<NewProperty> = {},
  resident: Partial<NewResident> = {},
) {
  const { id } = await createResident(db, agentId, electronicConsentAt, resident);
  return createProperty(db, agentId, { occupancyStatus: "resident", residentId: id, residentType: "tenant", ...overrides });
}

/**
 * A confirmed booking (by a buyer) with its notices written, as the booking flow leaves it.
 * At an occupied unit the resident agreed to electronic notice unless `electronicConsent` is false.
 */
export async function createConfirmedBooking(
  db: Db,
  options: { occupied: boolean; startsAt?: Date; electronicConsent?: boolean },
): Promise<Booking> {
  const agent = await createAgent(db);
  const property = options.occupied
    ? await createOccupiedProperty(db, agent.id, options.electronicConsent === false ? null : new Date("2026-01-05T17:00:00Z"))
    : await createProperty(db, agent.id);
  return bookShowing(db, property, { startsAt: options.startsAt ?? businessDayAt(3) });
}

type BookShowingOptions = { startsAt: Date; requesterType?: RequesterType; name?: string; email?: string } & Partial<
  Pick<NewBooking, "status" | "paymentStatus" | "stripePaymentIntentId" | "cancelledAt" | "holdExpiresAt" | "bookerMailbox">
>;

/** The row of a booking of `property` at `startsAt`, as bookShowing writes it (without its notices). */
export function bookingRow(
  property: Property,
  { startsAt, requesterType = "buyer", name = "Bo Buyer", email = uniqueEmail("bo"), ...state }: BookShowingOptions,
): NewBooking {
  const local = toLocal(startsAt, property.timezone);
  const endsAt = new Date(+startsAt + 30 * 60_000);
  return {
    propertyId: property.id,
    agentId: property.agentId,
    confirmationNumber: `SB-${randomUUID().slice(0, 8).toUpperCase()}`,
    manageToken: randomUUID(),
    status: "confirmed",
    startsAt,
    endsAt,
    blockedPeriod: blockedPeriod(startsAt, endsAt, 0),
    showingDate: local.date,
    showingTime: local.time,
    requesterType,
    buyerName: name,
    buyerEmail: email,
    buyerPhone: "510-555-0199",
    ...(requesterType === "buyers_agent" ? { buyerAgentName: name, buyerAgentEmail: email, buyerAgentPhone: "510-555-0199" } : {}),
    feeCents: 1000,
    paymentStatus: "mock",
    ...state,
  };
}

/**
 * A booking of `property` at `startsAt` by a buyer (or the `requesterType` given, under `name`
 * and `email`), confirmed with a mock payment unless told, with its notices written and its
 * booker made a contact as confirmation does; `status` is the state it is in now.
 */
export async function bookShowing(db: Db, property: Property, options: BookShowingOptions): Promise<Booking> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.insert(bookings).values(bookingRow(property, options)).returning();
    await onBookingConfirmed(tx, booking);
    return booking;
  });
}

/** A buyer's booking request as the booking form sends it, parsed as the routes parse it. */
export function buyerRequest(propertyId: string, email: string, date: string, time = "10:00", extra: Partial<BookingRequest> = {}): BookingRequest {
  return bookingRequestSchema.parse({
    propertyId,
    requesterType: "buyer",
    name: "Pat Buyer",
    email,
    phone: "(415) 555-0100",
    date,
    time,
    termsAccepted: true,
    ...extra,
  });
}
