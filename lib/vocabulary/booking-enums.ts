/**
 * The values of the bookings table's text enums (the statuses: `./booking-status`). They live outside
 * db/schema so the browser can use them without shipping Drizzle and the table definitions.
 */
export const REQUESTER_TYPES = ["buyers_agent", "buyer", "renter"] as const;
export type RequesterType = (typeof REQUESTER_TYPES)[number];

export const REQUESTER_LABELS = {
  buyers_agent: "Buyer's Agent",
  buyer: "Buyer",
  renter: "Prospective Renter",
} as const satisfies Record<RequesterType, string>;

export const PAYMENT_STATUSES = ["unpaid", "pending", "succeeded", "mock", "waived", "refunded", "failed"] as const;
