import { z } from "zod";
import { REQUESTER_TYPES } from "@/lib/vocabulary/booking-enums";
import { isIsoDate } from "@/lib/time/iso-date";
import { phoneSchema } from "@/lib/phone/phone";

/** What a booker submits: who they are and which slot, never the price. */
export const bookingRequestSchema = z.object({
  propertyId: z.string().trim().min(1, "Property is required").max(100),
  requesterType: z.enum(REQUESTER_TYPES, "Please choose who is booking"),
  name: z.string().trim().min(1, "Please enter your name").max(200),
  email: z.email("Please enter a valid email").trim().max(320),
  phone: phoneSchema(),
  date: z.string().refine(isIsoDate, "Please select a showing date"),
  time: z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, "Please select a showing time"),
  termsAccepted: z.literal(true, "Please agree to the terms"),
  specialRequests: z.string().trim().max(1000).optional().default(""),
  // A buyer's agent names the buyer they bring; ignored for other requesters.
  buyerName: z.string().trim().max(200).optional().default(""),
  buyerEmail: z
    .string()
    .trim()
    .max(320)
    .refine((value) => value === "" || z.email().safeParse(value).success, "Please enter a valid buyer email")
    .optional()
    .default(""),
});

export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** POST /api/payments/create-payment-intent's body, which the booking form also checks itself. */
export const paymentIntentRequestSchema = z.object({ bookingData: bookingRequestSchema });
