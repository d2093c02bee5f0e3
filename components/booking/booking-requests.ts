import { call } from "@/lib/api/call";
import { createPaymentIntentEndpoint, processBookingEndpoint } from "@/lib/bookings/booking-endpoints";
import type { BookingRequest } from "@/lib/bookings/booking-input";

/**
 * The payment step's two calls. The booking form imports this module when the booker reaches
 * that step: the API client parses answers with zod, which is not needed to fill in the form.
 */
export const createBookingIntent = (bookingData: BookingRequest) => call(createPaymentIntentEndpoint, { body: { bookingData } });

export const processBooking = async (paymentIntentId: string) =>
  (await call(processBookingEndpoint, { body: { paymentIntentId } })).booking;
