import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { bookings, properties, type Booking } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { PROPERTY_UNAVAILABLE_MESSAGE } from "@/lib/properties/unavailable-messages";
import { statusesAllowing } from "@/lib/vocabulary/booking-status";
import { refundNowOrLater } from "@/lib/payments/refund-booking";
import { cancelForArchive } from "@/lib/showings/agent-actions";
import { inScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";

/**
 * `archived`: the property had bookings, so it was hidden instead; `cancelled`: its upcoming
 * showings called off; `deletedPhoto`: the photo URL of a property really deleted, whose file
 * the caller removes (an archived property keeps its photo).
 */
export type DeletePropertyResult = { archived: boolean; cancelled: number; deletedPhoto: string | null };

/**
 * Deletes a property that never had a booking. One that had any is archived instead: it
 * disappears from every list and public page, while its bookings, notices and compliance
 * records stay for the § 1954 audit trail. Its upcoming showings are cancelled the way the
 * agent cancels one (booker and resident told, fee refunded). An archived property is
 * not found, so a second delete is a 404.
 */
export async function deleteProperty(
  db: Db,
  stripe: Stripe | null,
  scope: Scope,
  id: string,
  now = new Date(),
): Promise<DeletePropertyResult> {
  if (!isUuid(id)) throw notFound("Property not found");
  const { archived, cancelled, deletedPhoto } = await db.transaction(async (tx) => {
    const [property] = await tx
      .select({ id: properties.id, propertyPhoto: properties.propertyPhoto })
      .from(properties)
      .where(and(eq(properties.id, id), inScope(properties.agentId, scope, properties.id), isNull(properties.archivedAt)))
      .for("update");
    if (!property) throw notFound("Property not found");

    const [anyBooking] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.propertyId, id)).limit(1);
    if (!anyBooking) {
      await tx.delete(properties).where(eq(properties.id, id));
      return { archived: false, cancelled: [] as Booking[], deletedPhoto: property.propertyPhoto };
    }

    const upcoming = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.propertyId, id), inArray(bookings.status, statusesAllowing("archive")), gt(bookings.startsAt, now)))
      .orderBy(asc(bookings.startsAt))
      .for("update");
    const cancelled: Booking[] = [];
    for (const booking of upcoming) cancelled.push(await cancelForArchive(tx, booking, scope, PROPERTY_UNAVAILABLE_MESSAGE, now));
    await tx.update(properties).set({ archivedAt: now, updatedAt: now }).where(eq(properties.id, id));
    return { archived: true, cancelled, deletedPhoto: null };
  });
  for (const booking of cancelled) await refundNowOrLater(db, stripe, booking, now);
  return { archived, cancelled: cancelled.length, deletedPhoto };
}
