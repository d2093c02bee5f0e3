import { sql, type SQL } from "drizzle-orm";
import { bookings } from "./schema";

/*
 * "A lapsed hold is free", asked of the database's own rule (showbook_lapsed_hold in
 * db/functions/slot_ledger.sql), where it is spelled once: TypeScript queries of the bookings
 * table use this condition and never compare hold_expires_at themselves.
 */

/** An unpaid hold past its ten minutes: free already, until the job marks it expired. */
export const isLapsedHold = (now: Date): SQL =>
  sql`showbook_lapsed_hold(${bookings.status}, ${bookings.holdExpiresAt}, ${now.toISOString()}::timestamptz)`;
