import { and, eq, gt, inArray, lt, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, SLOT_HOLDING_STATUSES, type Booking, type BookingStatus, type NewBooking } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { checkSlot } from "@/lib/availability/compute-slots";
import { REASONS } from "@/lib/availability/reasons";
import { fromLocal } from "@/lib/availability/zoned-time";
import { slotRulesFor } from "@/lib/compliance/rules";
import { SHOWING_DURATION_MINUTES } from "@/lib/constants";
import type { BookingRequest } from "./booking-input";
import { generateConfirmationNumber, generateManageToken } from "./confirmation-number";
import { onBookingConfirmed, type BookingTx } from "./on-booking-confirmed";
import { isOverlapViolation, isUniqueViolation } from "./pg-errors";
import type { BookableProperty } from "./public-property";

export const HOLD_MINUTES = 10;

export type NewBookingState = {
  status: Extract<BookingStatus, "pending_payment" | "pending" | "confirmed">;
  paymentStatus: NonNullable<NewBooking["paymentStatus"]>;
  feeCents: number;
  holdExpiresAt?: Date;
};

type CreateBookingArgs = {
  property: BookableProperty;
  request: BookingRequest;
  state: NewBookingState;
  now: Date;
};

/** Releases holds of a property whose payment window has passed. */
export async function expireStaleHolds(db: Db | BookingTx, now: Date, propertyId?: string): Promise<Booking[]> {
  return db
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(bookings.status, "pending_payment"),
        lte(bookings.holdExpiresAt, now),
        propertyId ? eq(bookings.propertyId, propertyId) : undefined,
      ),
    )
    .returning();
}

/** The blocked period of the exclusion constraint: [start, end + buffer). */
export const blockedPeriod = (startsAt: Date, endsAt: Date, bufferMinutes: number) =>
  `[${startsAt.toISOString()},${new Date(+endsAt + bufferMinutes * 60_000).toISOString()})`;

const conflict = () => new AppError("conflict", REASONS.conflict);

function contactFields(request: BookingRequest) {
  const contact = { buyerName: request.name, buyerEmail: request.email, buyerPhone: request.phone };
  if (request.requesterType !== "buyers_agent") return contact;
  return { ...contact, buyerAgentName: request.name, buyerAgentEmail: request.email, buyerAgentPhone: request.phone };
}

/**
 * Inserts a booking for a slot after checking it against the schedule and the live
 * bookings. The check gives the spec's reasons; the exclusion constraint settles races:
 * of concurrent writers for one slot exactly one commits, the others get 409.
 */
export async function createBooking(db: Db, args: CreateBookingArgs): Promise<Booking> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction((tx) => insertBooking(tx, args, generateConfirmationNumber()));
    } catch (error) {
      if (isOverlapViolation(error)) throw conflict();
      // A confirmation number drawn twice (about one in 2^39): draw again.
      if (attempt < 3 && isUniqueViolation(error, "bookings_confirmation_number_unique")) continue;
      throw error;
    }
  }
}

async function insertBooking(tx: BookingTx, args: CreateBookingArgs, confirmationNumber: string): Promise<Booking> {
  const { property, request, state, now } = args;
  await expireStaleHolds(tx, now, property.id);

  const dayMs = 86_400_000;
  const approximate = new Date(`${request.date}T12:00:00Z`);
  const nearby = await tx
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, property.id),
        inArray(bookings.status, SLOT_HOLDING_STATUSES),
        gt(bookings.endsAt, new Date(+approximate - 2 * dayMs)),
        lt(bookings.startsAt, new Date(+approximate + 2 * dayMs)),
      ),
    );
  const check = checkSlot(property, nearby, request.date, request.time, { now, extraRules: slotRulesFor(property) });
  if (!check.available) {
    throw check.reason === REASONS.conflict ? conflict() : new AppError("unprocessable_entity", check.reason ?? REASONS.conflict);
  }

  const startsAt = fromLocal(request.date, request.time, property.timezone);
  if (!startsAt) throw new AppError("unprocessable_entity", REASONS.invalidTime);
  const endsAt = new Date(+startsAt + SHOWING_DURATION_MINUTES * 60_000);
  const [booking] = await tx
    .insert(bookings)
    .values({
      propertyId: property.id,
      agentId: property.agentId,
      confirmationNumber,
      manageToken: generateManageToken(),
      status: state.status,
      paymentStatus: state.paymentStatus,
      feeCents: state.feeCents,
      holdExpiresAt: state.holdExpiresAt ?? null,
      startsAt,
      endsAt,
      blockedPeriod: blockedPeriod(startsAt, endsAt, property.bufferTimeMinutes),
      showingDate: request.date,
      showingTime: request.time,
      requesterType: request.requesterType,
      ...contactFields(request),
      specialRequests: request.specialRequests,
      isDemo: property.isDemo,
      paidAt: state.paymentStatus === "succeeded" ? now : null,
    })
    .returning();
  if (booking.status === "confirmed") await onBookingConfirmed(tx, booking);
  return booking;
}
