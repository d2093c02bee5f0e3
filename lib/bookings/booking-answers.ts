import { z } from "zod";
import { FEEDBACK_INTERESTS } from "@/lib/vocabulary/feedback-interest";
import { PAYMENT_STATUSES, REQUESTER_TYPES } from "@/lib/vocabulary/booking-enums";
import { BOOKING_STATUSES, CONFIRMATION_STAGES, CONFIRMING_PARTIES } from "@/lib/vocabulary/booking-status";
import { CONFIRMATION_ANSWERS } from "@/lib/vocabulary/confirmations";

/** The answers of the booking and payment routes, as the browser parses them (lib/api/client.ts). */

export const paymentIntentAnswerSchema = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  mock: z.literal(true).optional(),
  warning: z.string().optional(),
});

/** What the booker sees once a booking is made (`summarizeBooking`). */
export const bookingSummarySchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  timezone: z.string(),
  address: z.string(),
  requesterType: z.enum(REQUESTER_TYPES),
  name: z.string(),
  managePath: z.string(),
  calendar: z.object({ google: z.string(), outlook: z.string(), ics: z.string(), icsFilename: z.string() }),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const processBookingAnswerSchema = z.object({ booking: bookingSummarySchema });

export const demoBookingAnswerSchema = z.object({
  booking: z.object({
    paymentIntentId: z.string(),
    paymentStatus: z.enum(["mock", "succeeded"]),
    confirmationNumber: z.string(),
    date: z.string(),
    time: z.string(),
    address: z.string(),
    feeCents: z.number(),
    mock: z.boolean(),
    buyerAgent: z.object({ name: z.string(), phone: z.string() }).nullable(),
    noticeRecipient: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }).nullable(),
  }),
});

/** A property's booking as its agent sees it in View Bookings (no manage token). */
export const agentBookingSchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  showingDate: z.string(),
  showingTime: z.string(),
  startsAt: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  buyerAgentName: z.string(),
  buyerAgentEmail: z.string(),
  buyerAgentPhone: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  feedback: z.string(),
  feedbackRating: z.number().nullable(),
  feedbackInterest: z.enum(FEEDBACK_INTERESTS).nullable(),
  noticeMissing: z.array(z.string()),
  moveShowingDate: z.string().nullable(),
  moveShowingTime: z.string().nullable(),
  /** The status as its badge says it: for a request awaiting confirmation, whom it waits for. */
  statusText: z.string(),
  /** Who is asked to confirm the request (empty at a listing without confirmers), initial stage first. */
  confirmations: z.array(
    z.object({
      party: z.enum(CONFIRMING_PARTIES),
      stage: z.enum(CONFIRMATION_STAGES),
      name: z.string(),
      answer: z.enum(CONFIRMATION_ANSWERS).nullable(),
      askedAt: z.string().nullable(),
      answeredAt: z.string().nullable(),
      channel: z.string().nullable(),
      byAgent: z.boolean(),
    }),
  ),
});
export const agentBookingsAnswerSchema = z.object({ bookings: z.array(agentBookingSchema) });

/** A booking's history in View Bookings, oldest first, its times in the property's zone. */
export const bookingActivityAnswerSchema = z.object({
  activity: z.array(
    z.object({ at: z.string(), when: z.string(), who: z.string(), what: z.string(), change: z.string(), channel: z.string(), reason: z.string().nullable() }),
  ),
});
