import type { Db } from "@/db/client";
import type { Booking } from "@/db/schema";

export type BookingTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Called exactly once per booking, inside the transaction that makes it confirmed (instant
 * booking, payment of a hold, or the agent's approval). Work that must commit together with
 * the confirmation, such as queuing notifications, belongs here.
 */
export const onBookingConfirmed: (tx: BookingTx, booking: Booking) => Promise<void> = async () => {};
