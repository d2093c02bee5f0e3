import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, notificationEvents, notifications, properties, smsOptOuts, type Notification } from "@/db/schema";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import { normalizePhone } from "@/lib/properties/format";
import { renderLetterPdf } from "./letter-pdf";
import { PermanentSendError, type Providers, type SendResult } from "./providers/types";

/** A notice is tried this many times (with exponential backoff between tries), then marked failed. */
export const MAX_SEND_ATTEMPTS = 8;

export type DeliveryOutcome = "sent" | "delivered" | "skipped" | "failed";

const e164 = (phone: string) => {
  const normalized = normalizePhone(phone);
  return normalized.startsWith("+") ? normalized : `+${normalized}`;
};

async function send(db: Db, providers: Providers, row: Notification): Promise<SendResult> {
  const idempotencyKey = row.id;
  if (row.channel === "email") {
    return providers.email.send({ to: row.recipientAddress, subject: row.subject, text: row.body, html: row.html, idempotencyKey });
  }
  if (row.channel === "sms") {
    const to = e164(row.recipientAddress);
    if (!row.essential) {
      const [optedOut] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, to));
      if (optedOut) throw new PermanentSendError("Recipient replied STOP");
    }
    return providers.sms.send({ to, body: row.body, idempotencyKey });
  }
  const [property] = await db
    .select({
      line1: properties.addressLine1,
      unit: properties.unitNumber,
      city: properties.city,
      state: properties.state,
      zip: properties.zipCode,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, row.bookingId));
  if (!property) throw new PermanentSendError("The booking's property no longer exists");
  return providers.mail.send({
    toName: row.recipientName,
    toAddress: {
      line1: property.line1,
      line2: property.unit ? `Unit ${property.unit}` : undefined,
      city: property.city,
      state: property.state,
      zip: property.zip,
    },
    pdf: await renderLetterPdf(row.body),
    certified: row.certified,
    description: row.subject,
    idempotencyKey,
  });
}

/**
 * Sends one queued notice. Safe to run twice or concurrently: only a queued row is
 * claimed, and the provider gets the row id as its idempotency key. A failure is
 * rethrown so the job is retried, until the last attempt marks the notice failed.
 */
export async function deliverNotification(db: Db, providers: Providers, id: string): Promise<DeliveryOutcome> {
  const [row] = await db
    .update(notifications)
    .set({ attempts: sql`${notifications.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.status, "queued")))
    .returning();
  if (!row) return "skipped";

  let result: SendResult;
  try {
    result = await send(db, providers, row);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = error instanceof PermanentSendError || row.attempts >= MAX_SEND_ATTEMPTS;
    await db.transaction(async (tx) => {
      await tx
        .update(notifications)
        .set(final ? { status: "failed", failedAt: new Date(), lastError: message } : { lastError: message })
        .where(eq(notifications.id, id));
      await tx
        .insert(notificationEvents)
        .values({ notificationId: id, type: final ? "failed" : "attempt_failed", detail: { attempt: row.attempts, error: message } });
      if (final) await recordCompliance(tx, row.bookingId);
    });
    if (final) return "failed";
    throw error;
  }

  const now = new Date();
  const status = result.delivered ? "delivered" : "sent";
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({
        status,
        provider: providerName(providers, row),
        providerId: result.providerId,
        trackingNumber: result.trackingNumber ?? null,
        sentAt: now,
        deliveredAt: result.delivered ? now : null,
        lastError: null,
        updatedAt: now,
      })
      .where(eq(notifications.id, id));
    await tx
      .insert(notificationEvents)
      .values({ notificationId: id, type: status, detail: { attempt: row.attempts, providerId: result.providerId } });
    await recordCompliance(tx, row.bookingId);
  });
  return status;
}

const providerName = (providers: Providers, row: Notification) => providers[row.channel].name;
