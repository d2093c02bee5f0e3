import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, properties, prospects, type Prospect, type ProspectType } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { rejectingDuplicateEmail } from "@/db/pg-errors";
import { BOOKED_STATUSES } from "@/lib/vocabulary/booking-status";
import { bookerOf, splitName } from "@/lib/contacts/upsert-contact-from-booking";
import { inScope, type AgentScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { containsPattern } from "@/db/contains-pattern";
import type { ProspectInput, ProspectQuery } from "./schemas";

const NOT_FOUND = "Prospect not found";
const DUPLICATE = "A prospect of this type with this email already exists";
const EMAIL_TYPE_INDEX = "prospects_email_type_idx";

export async function listProspects(db: Db, scope: Scope, query: ProspectQuery = {}): Promise<Prospect[]> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return db
    .select()
    .from(prospects)
    .where(
      and(
        inScope(prospects.agentId, scope),
        query.type ? eq(prospects.prospectType, query.type) : undefined,
        pattern
          ? or(
              ilike(prospects.firstName, pattern),
              ilike(prospects.lastName, pattern),
              ilike(prospects.email, pattern),
              ilike(prospects.phone, pattern),
              ilike(prospects.propertyAddress, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(prospects.bookingDate), desc(prospects.createdAt));
}

const rejectingDuplicates = <T>(write: () => Promise<T>) => rejectingDuplicateEmail(EMAIL_TYPE_INDEX, DUPLICATE, write);

const prospectWhere = (scope: Scope, id: string) => and(eq(prospects.id, id), inScope(prospects.agentId, scope));

export async function createProspect(db: Db, scope: AgentScope, input: ProspectInput): Promise<Prospect> {
  const [row] = await rejectingDuplicates(() => db.insert(prospects).values({ ...input, agentId: scope.userId }).returning());
  return row;
}

export async function updateProspect(db: Db, scope: Scope, id: string, input: ProspectInput): Promise<Prospect> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const [row] = await rejectingDuplicates(() =>
    db.update(prospects).set({ ...input, updatedAt: new Date() }).where(prospectWhere(scope, id)).returning(),
  );
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

export async function deleteProspect(db: Db, scope: Scope, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const deleted = await db.delete(prospects).where(prospectWhere(scope, id)).returning({ id: prospects.id });
  if (!deleted.length) throw new AppError("not_found", NOT_FOUND);
}

const PROSPECT_TYPE_OF = { buyers_agent: "buyer_agent", buyer: "buyer", renter: "renter" } as const satisfies Record<string, ProspectType>;

export type SyncResult = { created: number; updated: number };

/**
 * Builds prospects from the agent's bookings (every agent's for an admin): one per person
 * and type, pointing at their latest booking. Running it again changes nothing unless a
 * newer booking arrived; status and hand edits are kept. A booking that went through makes
 * someone a prospect; a cancelled one does not.
 */
export async function syncProspects(db: Db, scope: Scope): Promise<SyncResult> {
  const rows = await db
    .select({ booking: bookings, address: properties.fullAddress })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(inScope(bookings.agentId, scope, bookings.propertyId), inArray(bookings.status, BOOKED_STATUSES)))
    .orderBy(desc(bookings.startsAt));

  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const email = bookerOf(row.booking).email.trim().toLowerCase();
    if (!email) continue;
    const key = `${row.booking.agentId}|${email}|${PROSPECT_TYPE_OF[row.booking.requesterType]}`;
    if (!latest.has(key)) latest.set(key, row);
  }

  const result: SyncResult = { created: 0, updated: 0 };
  await db.transaction(async (tx) => {
    for (const { booking, address } of latest.values()) {
      const booker = bookerOf(booking);
      const prospectType = PROSPECT_TYPE_OF[booking.requesterType];
      const inserted = await tx
        .insert(prospects)
        .values({
          agentId: booking.agentId,
          ...splitName(booker.name),
          email: booker.email.trim(),
          phone: booker.phone,
          prospectType,
          propertyAddress: address,
          bookingDate: booking.showingDate,
          sourceBookingId: booking.id,
        })
        .onConflictDoNothing()
        .returning({ id: prospects.id });
      if (inserted.length) {
        result.created += 1;
        continue;
      }
      const updated = await tx
        .update(prospects)
        .set({ propertyAddress: address, bookingDate: booking.showingDate, sourceBookingId: booking.id, updatedAt: new Date() })
        .where(
          and(
            eq(prospects.agentId, booking.agentId),
            eq(prospects.prospectType, prospectType),
            sql`lower(${prospects.email}) = lower(${booker.email.trim()})`,
            sql`${prospects.sourceBookingId} is distinct from ${booking.id}`,
            sql`(${prospects.bookingDate} is null or ${prospects.bookingDate} <= ${booking.showingDate})`,
          ),
        )
        .returning({ id: prospects.id });
      result.updated += updated.length;
    }
  });
  return result;
}
