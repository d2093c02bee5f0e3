import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { bookingRequestSchema, paymentIntentRequestSchema } from "@/lib/bookings/booking-input";

/**
 * The payment-intent route's own body schema, but for the phone: its full check needs
 * libphonenumber's metadata, which stays off the booking page; the server's refusal of a
 * number lands on the Phone field like any other.
 */
const bookingFormSchema = paymentIntentRequestSchema.extend({
  bookingData: bookingRequestSchema.extend({ phone: z.string().trim().min(1, "Please enter your phone number").max(40) }),
});
export type BookingFormValues = z.input<typeof bookingFormSchema>;
export type CheckedBookingForm = z.output<typeof bookingFormSchema>;

export const bookingFormResolver = zodResolver(bookingFormSchema);
