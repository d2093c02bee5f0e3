import { and, eq } from "drizzle-orm";
import { bookings } from "@/db/schema";
import { ownedBy, type ActingUser } from "@/lib/properties/access";

export const BOOKING_NOT_FOUND = "Booking not found";

/** A booking of the acting agent (any agent's for an admin). */
export const ownedBooking = (user: ActingUser, bookingId: string) => and(eq(bookings.id, bookingId), ownedBy(bookings.agentId, user));
