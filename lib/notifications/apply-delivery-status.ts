import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { notificationEvents, notifications, providerWebhookEvents, type NotificationStatus } from "@/db/schema";
import { recordCompliance } from "@/lib/compliance/record-compliance";

export type DeliveryStatusUpdate = {
  /** The provider's id of this callback, so a replay is recognised. */
  eventId: string;
  provider: "resend" | "twilio" | "lob";
  providerId: string;
  status: Exclude<NotificationStatus, "queued" | "sending"> | null;
  at: Date;
  detail: Record<string, unknown>;
};

// A status only moves forward: a late "sent" never undoes "delivered".
const rank: Record<NotificationStatus, number> = { queued: 0, sending: 0, sent: 1, delivered: 2, failed: 3, bounced: 3 };

export type ApplyOutcome = "applied" | "replayed" | "unknown_message" | "recorded";

/**
 * Applies one provider callback to its notice: records it in the append-only history,
 * moves the status forward, and recomputes the booking's compliance. A callback seen
 * before changes nothing.
 */
export async function applyDeliveryStatus(db: Db, update: DeliveryStatusUpdate): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(providerWebhookEvents)
      .values({ id: `${update.provider}:${update.eventId}`, provider: update.provider })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return "replayed";

    const [row] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.provider, update.provider), eq(notifications.providerId, update.providerId)))
      .for("update");
    if (!row) return "unknown_message";

    await tx
      .insert(notificationEvents)
      .values({ notificationId: row.id, type: `webhook:${update.status ?? "info"}`, detail: update.detail });
    if (!update.status || rank[update.status] <= rank[row.status]) return "recorded";

    await tx
      .update(notifications)
      .set({
        status: update.status,
        updatedAt: new Date(),
        ...(update.status === "sent" ? { sentAt: row.sentAt ?? update.at } : {}),
        ...(update.status === "delivered" ? { deliveredAt: update.at } : {}),
        ...(update.status === "failed" || update.status === "bounced"
          ? { failedAt: update.at, lastError: String(update.detail.reason ?? update.status) }
          : {}),
      })
      .where(eq(notifications.id, row.id));
    if (row.bookingId) await recordCompliance(tx, row.bookingId);
    return "applied";
  });
}
