import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingActivity } from "@/db/schema";
import { AppError, isAppError, notFound } from "@/lib/errors";
import { rateLimitExceeded, rateLimitKey } from "@/lib/rate-limit/rate-limit";
import { RATE_LIMITS, type RateLimitName } from "@/lib/rate-limit/rules";
import { REASONS } from "@/lib/availability/reasons";
import { isUuid } from "@/lib/ids";
import type { BookingRequest } from "../booking-input";
import { generateConfirmationNumber, generateManageToken } from "../confirmation-number";
import { contactFields } from "../create-booking";
import { mailboxOf } from "../mailbox";
import { CREATIONS, TRANSITIONS, type ActivityChannel, type ActorParty, type BookingEvent, type BookingStatus } from "@/lib/vocabulary/booking-status";
import { isDeadlock, isOverlapViolation, isUniqueViolation } from "@/db/pg-errors";
import { PROPERTY_NOT_FOUND, PROPERTY_UNAVAILABLE_MESSAGE } from "@/lib/properties/unavailable-messages";
import { checkedSlot, type CheckedSlot, type SlotProperty } from "./assert-slot-bookable";
import { readSlotContext, type SlotContextRow } from "./slot-context";
import { holdsTotal } from "@/lib/observability/metrics";
import { minutesAfter } from "@/lib/time/durations";

export const HOLD_MINUTES = 10;

/** Unpaid holds one booker (one mailbox) may keep at once, across all properties. */
export const MAX_LIVE_HOLDS_PER_BOOKER = 3;

export const TOO_MANY_HOLDS_MESSAGE = `You already hold ${MAX_LIVE_HOLDS_PER_BOOKER} showings awaiting payment. Pay for one or wait ten minutes for it to be released before holding another.`;

/** The property a hold is for, as the hold needs it. */
export type HoldProperty = SlotProperty & { agentId: string; isDemo: boolean; fullAddress: string };

type HoldContext =
  | { limit: number; retryMs: number }
  | {
      property: (HoldProperty & { status: string; archived: boolean }) | null;
      slot: SlotContextRow;
      heldElsewhere: number;
      ownHold: boolean;
    };

type PlaceOutcome = {
  outcome: "held" | "renewed" | "not_renewed" | "unavailable" | "too_many";
  id?: string;
  confirmationNumber?: string;
  receiptEmail?: string;
};

export type PlacedHold = { id: string; confirmationNumber: string; receiptEmail: string; property: HoldProperty };

type HoldArgs = {
  now: Date;
  /** Where the attempt comes from; given, it counts against the per-address and per-mailbox limits. */
  limits?: { ip: string | null };
  feeFor: (property: HoldProperty) => number;
  /** The PaymentIntent id known before the insert (mock mode derives it from the booking id). */
  paymentIntentIdFor?: (bookingId: string) => string;
};

/** The log lines of a new hold and of a renewed one, written by the same statement as the hold. */
const HELD = { event: "hold", to: CREATIONS.hold.to } as const satisfies { event: BookingEvent; to: BookingStatus };
const RENEWED = { event: "renew_hold", from: CREATIONS.hold.to, to: TRANSITIONS[CREATIONS.hold.to].renew_hold.to } as const satisfies {
  event: BookingEvent;
  from: BookingStatus;
  to: BookingStatus;
};
const BOOKER_PARTY: ActorParty = "booker";
const HOLD_CHANNEL: ActivityChannel = "api";

/**
 * Takes a ten-minute hold (a pending_payment booking) in two round trips. The first counts
 * the attempt against the rate limits (the same counters, keys and windows as the app's
 * limiter) and reads the slot context, the same one every booking path reads; the
 * availability engine checks the slot here; the second settles the booker's own holds and
 * inserts in one transaction, where the exclusion constraint lets exactly one of racing holds
 * on a time win (the others get 409). The SQL is db/functions/slot_ledger.sql.
 */
export async function placeHold(db: Db, request: BookingRequest, args: HoldArgs): Promise<PlacedHold> {
  const { now } = args;
  const mailbox = mailboxOf(request.email);
  const limits: { name: RateLimitName; key: string }[] = [
    ...(args.limits?.ip ? [{ name: "holdsPerIp" as const, key: args.limits.ip }] : []),
    ...(args.limits ? [{ name: "holdsPerEmail" as const, key: mailbox }] : []),
  ];
  const limitsJson = JSON.stringify(
    limits.map(({ name, key }) => ({ key: rateLimitKey(name, key), points: RATE_LIMITS[name].points, durationMs: RATE_LIMITS[name].duration * 1000 })),
  );
  const [{ context }] = await db.execute<{ context: HoldContext }>(sql`select showbook_hold_context(
    ${limitsJson}::jsonb, ${new Date().toISOString()}::timestamptz, ${isUuid(request.propertyId) ? request.propertyId : null}::uuid, ${request.propertyId},
    ${mailbox}, ${request.email}, ${request.requesterType}, ${request.date}::date, ${request.time}, ${now.toISOString()}::timestamptz) as context`);
  if ("limit" in context) throw rateLimitExceeded(limits[context.limit].name, context.retryMs);
  const { property } = context;
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (property.archived || property.status !== "listed") throw new AppError("conflict", PROPERTY_UNAVAILABLE_MESSAGE);
  if (context.heldElsewhere >= MAX_LIVE_HOLDS_PER_BOOKER) throw new AppError("rate_limit_exceeded", TOO_MANY_HOLDS_MESSAGE);

  let slot: CheckedSlot | null = null;
  let refusal: unknown = null;
  try {
    slot = checkedSlot(property, readSlotContext(context.slot), request.date, request.time, now);
  } catch (error) {
    // The booker's own hold of this very slot is renewed whatever the check says now (Back, then Continue).
    if (!context.ownHold) {
      if (isAppError(error) && error.message === REASONS.conflict) holdsTotal.inc({ outcome: "lost" });
      throw error;
    }
    refusal = error;
  }

  const holdExpiresAt = minutesAfter(now, HOLD_MINUTES);
  for (let attempt = 0; ; attempt += 1) {
    const id = randomUUID();
    const booking = {
      id,
      stripePaymentIntentId: args.paymentIntentIdFor?.(id) ?? null,
      confirmationNumber: generateConfirmationNumber(),
      manageToken: generateManageToken(),
      feeCents: args.feeFor(property),
      startsAt: slot?.startsAt.toISOString(),
      endsAt: slot?.endsAt.toISOString(),
      ...contactFields(request),
      specialRequests: request.specialRequests,
    };
    let placed: PlaceOutcome;
    try {
      // One statement, so one transaction: the hold and its line in the booking's activity log.
      const rows = await db.execute<{ placed: PlaceOutcome }>(sql`with attempt as (select showbook_place_hold(
        ${property.id}::uuid, ${mailbox}, ${request.email}, ${request.requesterType}, ${request.date}::date, ${request.time},
        ${now.toISOString()}::timestamptz, ${holdExpiresAt.toISOString()}::timestamptz, ${slot?.blockedPeriod ?? null}::tstzrange,
        ${MAX_LIVE_HOLDS_PER_BOOKER}::int, ${JSON.stringify(booking)}::jsonb) as placed),
      logged as (
        insert into ${bookingActivity} (booking_id, actor, event, from_status, to_status, channel, at)
        select (placed->>'id')::uuid, ${BOOKER_PARTY}, ${HELD.event}, null, ${HELD.to}, ${HOLD_CHANNEL}, ${now.toISOString()}::timestamptz
          from attempt where placed->>'outcome' = 'held'
        union all
        select (placed->>'id')::uuid, ${BOOKER_PARTY}, ${RENEWED.event}, ${RENEWED.from}, ${RENEWED.to}, ${HOLD_CHANNEL}, ${now.toISOString()}::timestamptz
          from attempt where placed->>'outcome' = 'renewed'
      )
      select placed from attempt`);
      placed = rows[0].placed;
    } catch (error) {
      // A deadlock between racing holds of overlapping times aborts one of them: it lost the race.
      if (isOverlapViolation(error) || isDeadlock(error)) {
        holdsTotal.inc({ outcome: "lost" });
        throw new AppError("conflict", REASONS.conflict);
      }
      // A confirmation number drawn twice (about one in 2^39): draw again.
      if (attempt < 3 && isUniqueViolation(error, "bookings_confirmation_number_unique")) continue;
      throw error;
    }
    switch (placed.outcome) {
      case "held":
      case "renewed":
        holdsTotal.inc({ outcome: "won" });
        return { id: placed.id!, confirmationNumber: placed.confirmationNumber!, receiptEmail: placed.receiptEmail!, property };
      case "not_renewed":
        throw refusal;
      case "unavailable":
        throw new AppError("conflict", PROPERTY_UNAVAILABLE_MESSAGE);
      case "too_many":
        throw new AppError("rate_limit_exceeded", TOO_MANY_HOLDS_MESSAGE);
    }
  }
}
