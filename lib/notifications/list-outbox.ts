import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, notifications, properties } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { inScope, type Scope } from "@/lib/auth/scope";
import { env } from "@/lib/env";
import { usesLocalTransport } from "./providers";

/**
 * The development outbox (and its simulated replies) exists only with the local transport.
 * Its messages hold bookers' manage links, which let anyone cancel or move their showing,
 * so outside development only admins may use it.
 */
export const canUseDevOutbox = (user: Pick<CurrentUser, "isAdmin">) =>
  usesLocalTransport() && (user.isAdmin || env().NODE_ENV === "development");

/** The newest messages about the scope's bookings and accounts, as stored. */
export async function listOutbox(db: Db, scope: Scope, limit = 200) {
  return db
    .select({
      notification: notifications,
      confirmationNumber: bookings.confirmationNumber,
      propertyAddress: properties.fullAddress,
    })
    .from(notifications)
    .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(inScope(notifications.agentId, scope))
    .orderBy(desc(notifications.createdAt), notifications.recipientRole, notifications.channel)
    .limit(limit);
}
