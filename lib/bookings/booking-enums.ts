/**
 * The values of the bookings table's text enums. They live outside db/schema so the browser
 * can use them without shipping Drizzle and the table definitions.
 */
export const BOOKING_STATUSES = [
  "pending_payment",
  "pending",
  "confirmed",
  "completed",
  "cancelled",
  "no_show",
  "expired",
  "declined",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the slot; the others (cancelled, expired, declined) free it. */
export const SLOT_HOLDING_STATUSES = ["pending_payment", "pending", "confirmed", "completed", "no_show"] as const;

export const REQUESTER_TYPES = ["buyers_agent", "buyer", "renter"] as const;
export type RequesterType = (typeof REQUESTER_TYPES)[number];

export const REQUESTER_LABELS = {
  buyers_agent: "Buyer's Agent",
  buyer: "Buyer",
  renter: "Prospective Renter",
} as const satisfies Record<RequesterType, string>;

export const PAYMENT_STATUSES = ["unpaid", "pending", "succeeded", "mock", "waived", "refunded", "failed"] as const;
