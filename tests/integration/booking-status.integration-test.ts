import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, SLOT_HOLDING_STATUSES } from "@/lib/vocabulary/booking-status";
import { useTestDb } from "./db";

const db = useTestDb();

describe("[bookings] the overlap constraint and the status module", () => {
  it("bookings_no_overlap covers exactly the statuses that hold a slot", async () => {
    const [constraint] = await db.execute<{ definition: string }>(sql`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = 'bookings_no_overlap' and conrelid = 'bookings'::regclass and contype = 'x'`);
    expect(constraint?.definition).toMatch(/^EXCLUDE USING gist/);
    // PostgreSQL writes `status IN (…)` back as `(status = ANY (ARRAY['a'::text, …]))`.
    const where = constraint.definition.match(/WHERE \((.*)\)$/)?.[1] ?? "";
    expect(where).toMatch(/\bstatus = ANY \(ARRAY\[/);
    const covered = [...where.matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(covered.sort()).toEqual([...SLOT_HOLDING_STATUSES].sort());
    expect(covered.every((status) => (BOOKING_STATUSES as readonly string[]).includes(status))).toBe(true);
  });
});
