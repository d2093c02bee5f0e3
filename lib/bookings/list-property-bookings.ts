import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingConfirmations, bookings, complianceRecords, properties, type Booking, type BookingConfirmation } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { inScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { CHANNEL_LABELS, isAwaitingConfirmation, STATUS_LABELS, type BookingStatus } from "@/lib/vocabulary/booking-status";
import { awaitingText, byStage } from "@/lib/vocabulary/confirmations";

/** The badge: the status, or for a request awaiting confirmation whom it waits for now (asked, not yet answered). */
export const statusText = (status: BookingStatus, confirmations: Pick<ConfirmationLine, "party" | "answer" | "askedAt">[]) =>
  isAwaitingConfirmation(status)
    ? awaitingText(confirmations.filter((line) => line.askedAt && !line.answer).map((line) => line.party))
    : STATUS_LABELS[status];

/** One confirmer of a request as the agent sees them: who, when asked, and how they answered (the agent for them, when `byAgent`). */
export type ConfirmationLine = Pick<BookingConfirmation, "party" | "stage" | "name" | "answer" | "askedAt" | "answeredAt"> & {
  channel: string | null;
  byAgent: boolean;
};

/**
 * `noticeMissing`: what would still make the resident's notice effective (empty when it is, or not
 * needed); `confirmations`: who is asked to confirm it, initial stage first; `statusText`: its
 * badge, naming whom a request still waits for.
 */
export type AgentBooking = Omit<Booking, "manageToken" | "blockedPeriod" | "moveBlockedPeriod"> & {
  noticeMissing: string[];
  confirmations: ConfirmationLine[];
  statusText: string;
};

async function confirmationLines(db: Db, bookingIds: string[]): Promise<Map<string, ConfirmationLine[]>> {
  const lines = new Map<string, ConfirmationLine[]>();
  if (!bookingIds.length) return lines;
  const rows = await db
    .select()
    .from(bookingConfirmations)
    .where(inArray(bookingConfirmations.bookingId, bookingIds));
  for (const row of rows.sort(byStage)) {
    const line: ConfirmationLine = {
      party: row.party,
      stage: row.stage,
      name: row.name,
      answer: row.answer,
      askedAt: row.askedAt,
      answeredAt: row.answeredAt,
      channel: row.answerChannel ? CHANNEL_LABELS[row.answerChannel] : null,
      byAgent: row.answeredByUserId !== null,
    };
    lines.set(row.bookingId, [...(lines.get(row.bookingId) ?? []), line]);
  }
  return lines;
}

/** The bookings of one of the agent's properties (any property for an admin); others are 404. */
export async function listPropertyBookings(db: Db, scope: Scope, propertyId: string): Promise<AgentBooking[]> {
  if (!isUuid(propertyId)) throw notFound("Property not found");
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), inScope(properties.agentId, scope, properties.id)));
  if (!property) throw notFound("Property not found");
  const rows = await db
    .select({ booking: bookings, noticeMissing: complianceRecords.missing })
    .from(bookings)
    .leftJoin(complianceRecords, eq(complianceRecords.bookingId, bookings.id))
    .where(eq(bookings.propertyId, propertyId))
    .orderBy(asc(bookings.startsAt));
  const confirmations = await confirmationLines(
    db,
    rows.map((row) => row.booking.id),
  );
  return rows.map((row) => {
    const visible: Partial<Booking> = { ...row.booking };
    delete visible.manageToken;
    delete visible.blockedPeriod;
    delete visible.moveBlockedPeriod;
    const asked = confirmations.get(row.booking.id) ?? [];
    return {
      ...(visible as Omit<AgentBooking, "noticeMissing" | "confirmations" | "statusText">),
      noticeMissing: row.noticeMissing ?? [],
      confirmations: asked,
      statusText: statusText(row.booking.status, asked),
    };
  });
}
