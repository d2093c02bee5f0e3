import { and, eq, notExists } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, notifications, properties } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { isUuid, ownedBy, type ActingUser } from "./access";

export const HAS_NOTICE_HISTORY_MESSAGE =
  "This property has showing notices on record, which are kept for compliance. Set it to Private instead.";

/**
 * Deletes the property and, by cascade, its bookings — unless notices were sent for one of
 * them: the § 1954 audit trail is never deleted with a property. Returns the photo URL it
 * had, whose file the caller removes.
 */
export async function deleteProperty(db: Db, user: ActingUser, id: string): Promise<{ propertyPhoto: string | null }> {
  if (!isUuid(id)) throw new AppError("not_found", "Property not found");
  const owned = and(eq(properties.id, id), ownedBy(properties.agentId, user));
  const [property] = await db.select({ id: properties.id }).from(properties).where(owned);
  if (!property) throw new AppError("not_found", "Property not found");

  const noticed = db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(bookings, eq(bookings.id, notifications.bookingId))
    .where(eq(bookings.propertyId, id));
  const deleted = await db
    .delete(properties)
    .where(and(owned, notExists(noticed)))
    .returning({ propertyPhoto: properties.propertyPhoto });
  if (!deleted.length) throw new AppError("conflict", HAS_NOTICE_HISTORY_MESSAGE);
  return deleted[0];
}
