import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { paymentIntentAnswerSchema, processBookingAnswerSchema } from "./booking-answers";
import { paymentIntentRequestSchema } from "./booking-input";

/** The booker's payment step: holds the slot and opens the payment (any `amount` sent is ignored: the fee is the server's). */
export const createPaymentIntentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/payments/create-payment-intent",
  body: paymentIntentRequestSchema,
  answer: paymentIntentAnswerSchema,
});

/** Confirms the paid hold as a booking. */
export const processBookingEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/payments/process-booking",
  body: z.object({ paymentIntentId: z.string().trim().min(1, "paymentIntentId is required").max(255) }),
  answer: processBookingAnswerSchema,
});
