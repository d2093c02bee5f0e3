import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { properties, type Booking } from "@/db/schema";
import type { BookingSummary } from "./booking-answers";
import { calendarLinks, showingEventOf } from "@/lib/booking-rules/calendar";

/** What the booker sees once a booking is made: no other people's data; the link to manage it, as the e-mail and SMS give it. */
export async function summarizeBooking(db: Db, booking: Booking): Promise<BookingSummary> {
  const [property] = await db
    .select({ fullAddress: properties.fullAddress, timezone: properties.timezone })
    .from(properties)
    .where(eq(properties.id, booking.propertyId));
  return {
    id: booking.id,
    confirmationNumber: booking.confirmationNumber,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    date: booking.showingDate,
    time: booking.showingTime,
    startsAt: booking.startsAt.toISOString(),
    timezone: property.timezone,
    address: property.fullAddress,
    requesterType: booking.requesterType,
    name: booking.buyerAgentName || booking.buyerName,
    managePath: `/bookings/manage/${booking.manageToken}`,
    calendar: calendarLinks(showingEventOf(booking, property)),
  };
}
