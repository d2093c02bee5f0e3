import { and, eq } from "drizzle-orm";
import { bookings } from "@/db/schema";
import type { ActingAgent } from "@/lib/bookings/review-booking";

export const BOOKING_NOT_FOUND = "Booking not found";

/** A booking of the acting agent (any agent's for an admin). */
export const ownedBooking = (user: ActingAgent, bookingId: string) =>
  and(eq(bookings.id, bookingId), user.isAdmin ? undefined : eq(bookings.agentId, user.id));
