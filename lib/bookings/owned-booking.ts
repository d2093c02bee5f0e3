import { and, eq } from "drizzle-orm";
import { bookings } from "@/db/schema";
import { inScope, type Scope } from "@/lib/auth/scope";

export const BOOKING_NOT_FOUND = "Booking not found";

/** A booking in the scope: the agent's own, or any for an admin acting on a property's bookings. */
export const ownedBooking = (scope: Scope, bookingId: string) => and(eq(bookings.id, bookingId), inScope(bookings.agentId, scope, bookings.propertyId));
