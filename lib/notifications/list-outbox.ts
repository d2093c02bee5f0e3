import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, notifications, properties } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";

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
