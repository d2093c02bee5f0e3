import { apiRequest } from "@/lib/api/client";
import { paymentIntentAnswerSchema, processBookingAnswerSchema } from "@/lib/bookings/booking-answers";
import type { BookingRequest } from "@/lib/bookings/booking-input";

/**
 * The payment step's two calls. The booking form imports this module when the booker reaches
 * that step: the API client parses answers with zod, which is not needed to fill in the form.
 */
export const createBookingIntent = (amount: number, bookingData: BookingRequest) =>
  apiRequest("POST", "/api/payments/create-payment-intent", { body: { amount, bookingData }, answer: paymentIntentAnswerSchema });

export const processBooking = async (paymentIntentId: string) =>
  (await apiRequest("POST", "/api/payments/process-booking", { body: { paymentIntentId }, answer: processBookingAnswerSchema })).booking;
