import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { properties, type Booking, type NewBooking } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { REASONS } from "@/lib/availability/reasons";
import { assertSlotBookable } from "./ledger/assert-slot-bookable";
import { insertHeldBooking } from "./ledger/slot-writes";
import type { BookingRequest } from "./booking-input";
import { generateConfirmationNumber, generateManageToken } from "./confirmation-number";
import { CREATIONS, type CreationEvent } from "@/lib/vocabulary/booking-status";
import { recordCreation } from "./lifecycle";
import { mailboxOf } from "./mailbox";
import { isOverlapViolation, isUniqueViolation } from "@/db/pg-errors";
import type { BookableProperty } from "./public-property";
import { PROPERTY_UNAVAILABLE_MESSAGE } from "@/lib/properties/unavailable-messages";

/** A booking made at once starts as the `book` or `request` creation leaves it. */
type PlacedEvent = Exclude<CreationEvent, "hold">;

export type NewBookingState = {
  status: (typeof CREATIONS)[PlacedEvent]["to"];
  paymentStatus: NonNullable<NewBooking["paymentStatus"]>;
  feeCents: number;
};

type CreateBookingArgs = {
  property: BookableProperty;
  request: BookingRequest;
  state: NewBookingState;
  now: Date;
};

const conflict = () => new AppError("conflict", REASONS.conflict);

/** Who is who: a buyer's agent books for a buyer, whose name (and e-mail, if given) is kept beside theirs. */
export function contactFields(request: BookingRequest) {
  if (request.requesterType !== "buyers_agent") {
    return { buyerName: request.name, buyerEmail: request.email, buyerPhone: request.phone };
  }
  return {
    buyerName: request.buyerName,
    buyerEmail: request.buyerEmail,
    buyerPhone: "",
    buyerAgentName: request.name,
    buyerAgentEmail: request.email,
    buyerAgentPhone: request.phone,
  };
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

async function insertBooking(tx: Tx, args: CreateBookingArgs, confirmationNumber: string): Promise<Booking> {
  const { property, request, state, now } = args;
  // Archiving a property locks its row: a booking written meanwhile waits for it, then sees the archive.
  const [live] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, property.id), isNull(properties.archivedAt)))
    .for("share");
  if (!live) throw new AppError("conflict", PROPERTY_UNAVAILABLE_MESSAGE);
  const slot = await assertSlotBookable(tx, property, { date: request.date, time: request.time, now });
  const booking = await insertHeldBooking(tx, { ...slot, date: request.date, time: request.time }, state.status, {
    propertyId: property.id,
    agentId: property.agentId,
    confirmationNumber,
    manageToken: generateManageToken(),
    paymentStatus: state.paymentStatus,
    feeCents: state.feeCents,
    requesterType: request.requesterType,
    ...contactFields(request),
    bookerMailbox: mailboxOf(request.email),
    specialRequests: request.specialRequests,
    isDemo: property.isDemo,
    paidAt: state.paymentStatus === "succeeded" ? now : null,
  });
  const event = (["book", "request", "request_confirmation"] as const satisfies PlacedEvent[]).find((creation) => CREATIONS[creation].to === state.status)!;
  return recordCreation(tx, booking, event, { actor: { party: "booker" }, channel: "api", now });
}
