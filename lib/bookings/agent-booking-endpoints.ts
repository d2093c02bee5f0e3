import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { BOOKING_STATUSES, CONFIRMING_PARTIES } from "@/lib/vocabulary/booking-status";
import { agentBookingsAnswerSchema, bookingActivityAnswerSchema } from "./booking-answers";

const bookingParams = z.object({ id: z.uuid("Booking not found") });
const changedBooking = z.object({ booking: z.object({ id: z.string(), status: z.enum(BOOKING_STATUSES) }) });

/** A property's bookings as its agent sees them in View Bookings. */
export const listPropertyBookingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/showbook/properties/[id]/bookings",
  params: z.object({ id: z.string() }),
  answer: agentBookingsAnswerSchema,
});

export const approveBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/bookings/[id]/approve",
  params: bookingParams,
  answer: changedBooking,
});

export const declineBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/bookings/[id]/decline",
  params: bookingParams,
  answer: changedBooking,
});

/** The agent decides a booker's move at a manual-approval property, as the e-mailed links do. */
export const decideMoveEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/bookings/[id]/move",
  params: bookingParams,
  body: z.object({ decision: z.enum(["approve", "decline"], { error: "Decision must be approve or decline" }) }),
  answer: changedBooking,
});

/** The agent cancels a showing; `message` says who was told and whether the fee is refunded. */
export const cancelBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/bookings/[id]/cancel",
  params: bookingParams,
  body: z.object({ reason: z.string().trim().max(500, "Reason must be at most 500 characters").default("") }),
  answer: changedBooking.extend({ message: z.string() }),
});

export const markNoShowEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/bookings/[id]/no-show",
  params: bookingParams,
  answer: changedBooking,
});

/** The agent confirms a request for its resident or owner (who said yes another way); logged as the agent's, for them. */
export const confirmForPartyEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/bookings/[id]/confirm-for",
  params: bookingParams,
  body: z.object({ party: z.enum(CONFIRMING_PARTIES, { error: 'Party must be "resident" or "owner"' }) }),
  answer: changedBooking,
});

/** The booking's history (who moved it, how, when), for its agent or an admin. */
export const bookingActivityEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/showbook/bookings/[id]/activity",
  params: bookingParams,
  answer: bookingActivityAnswerSchema,
});
