import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, notifications, properties } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { usesLocalTransport } from "./providers";

/**
 * The development outbox (and its simulated replies) exists only with the local transport.
 * Its messages hold bookers' manage links, which let anyone cancel or move their showing,
 * so outside development only admins may use it.
 */
export const canUseDevOutbox = (user: Pick<CurrentUser, "isAdmin">) =>
  usesLocalTransport() && (user.isAdmin || env().NODE_ENV === "development");

/** The newest messages about the agent's bookings and account (every agent's for an admin), as stored. */
export async function listOutbox(db: Db, user: CurrentUser, limit = 200) {
  const query = db
    .select({
      notification: notifications,
      confirmationNumber: bookings.confirmationNumber,
      propertyAddress: properties.fullAddress,
    })
    .from(notifications)
    .leftJoin(bookings, eq(bookings.id, notifications.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .orderBy(desc(notifications.createdAt), notifications.recipientRole, notifications.channel)
    .limit(limit);
  return user.isAdmin ? query : query.where(eq(notifications.agentId, user.id));
}
