import type { DbOrTx } from "@/db/client";
import { notificationEvents, notifications, type NewNotification } from "@/db/schema";

/**
 * Puts notices into the outbox, each with its "queued" event; a row whose unique key is
 * already there is skipped, so writing the same notices twice adds nothing. Returns the ids
 * of the rows written.
 */
export async function queueNotifications(db: DbOrTx, rows: NewNotification[]): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await db.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
  if (inserted.length) await db.insert(notificationEvents).values(inserted.map(({ id }) => ({ notificationId: id, type: "queued" })));
  return inserted.map(({ id }) => id);
}
