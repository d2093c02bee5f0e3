import type { Db } from "@/db/client";
import { notificationEvents, notifications, type NotificationKind } from "@/db/schema";
import { renderEmail, type EmailContent } from "@/lib/email/render";

/**
 * Queues an e-mail about an account (not a booking) in the notification outbox, so it goes out
 * through the configured transport and shows in /dev/outbox locally, under `accountId`'s outbox.
 */
export async function queueAccountEmail(db: Db, { accountId, kind, to, content }: { accountId: string; kind: NotificationKind; to: string; content: EmailContent }): Promise<void> {
  const { html, text } = await renderEmail(content);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({ agentId: accountId, kind, channel: "email", recipientRole: "listing_agent", recipientAddress: to, template: kind, subject: content.subject, body: text, html })
      .returning({ id: notifications.id });
    await tx.insert(notificationEvents).values({ notificationId: row.id, type: "queued" });
  });
}
