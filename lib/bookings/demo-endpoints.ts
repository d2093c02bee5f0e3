import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { demoBookingAnswerSchema, paymentIntentAnswerSchema } from "./booking-answers";
import { demoBookingSchema } from "./demo-booking";

/** The demo's payment step, for the demo's form; any `amount` sent is ignored. */
export const createDemoPaymentIntentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/demo/payment-intent",
  body: demoBookingSchema,
  answer: paymentIntentAnswerSchema,
});

/** The demo is confirmed only for a payment made at the payment step. */
export const bookDemoEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/demo/booking",
  body: demoBookingSchema.extend({ paymentIntentId: z.string("paymentIntentId is required").trim().min(1, "paymentIntentId is required").max(255) }),
  answer: demoBookingAnswerSchema,
});
