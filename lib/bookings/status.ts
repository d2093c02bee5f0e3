import type { BookingStatus } from "@/db/schema/bookings";

/** Bookings that went through: paid or free, awaiting approval or approved, and since shown or missed. */
export const BOOKED_STATUSES = ["pending", "confirmed", "completed", "no_show"] as const satisfies readonly BookingStatus[];

/** Bookings still ahead of their showing, which the booker or the agent may cancel or move. */
export const OPEN_STATUSES = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

export const isBooked = (status: string) => (BOOKED_STATUSES as readonly string[]).includes(status);
export const isOpen = (status: string) => (OPEN_STATUSES as readonly string[]).includes(status);
