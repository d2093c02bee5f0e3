import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookings, notificationEvents, notifications, properties, smsOptOuts, type Notification } from "@/db/schema";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import { normalizePhone, unitLine } from "@/lib/properties/format";
import { noticesTotal } from "@/lib/observability/metrics";
import type { NotificationChannel } from "@/lib/vocabulary/notice-channels";
import { renderLetterPdf } from "./letter-pdf";
import { PermanentSendError, type Providers, type SendResult } from "./providers/types";
import { reminderStillValid } from "./schedule-reminders";
import { MINUTE_MS } from "@/lib/time/durations";

/** A notice is tried this many times (with exponential backoff between tries), then marked failed. */
export const MAX_SEND_ATTEMPTS = 8;

export type DeliveryOutcome = "sent" | "delivered" | "skipped" | "failed" | "withdrawn";

export const WITHDRAWN_MESSAGE = "Withdrawn: the showing was cancelled or moved before this reminder was sent";

const e164 = (phone: string) => {
  const normalized = normalizePhone(phone);
  return normalized.startsWith("+") ? normalized : `+${normalized}`;
};

type Send = (db: Db, providers: Providers, row: Notification) => Promise<SendResult>;

const sendEmail: Send = (_db, providers, row) =>
  providers.email.send({
    to: row.recipientAddress,
    subject: row.subject,
    text: row.body,
    html: row.html,
    attachments: row.attachments,
    idempotencyKey: row.id,
  });

const sendSms: Send = async (db, providers, row) => {
  const to = e164(row.recipientAddress);
  if (!row.essential) {
    const [optedOut] = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, to));
    if (optedOut) throw new PermanentSendError("Recipient replied STOP");
  }
  return providers.sms.send({ to, body: row.body, idempotencyKey: row.id });
};

const sendLetter: Send = async (db, providers, row) => {
  if (!row.bookingId) throw new PermanentSendError("Only booking notices are sent as letters");
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
      line2: property.unit.trim() ? unitLine(property.unit) : undefined,
      city: property.city,
      state: property.state,
      zip: property.zip,
    },
    pdf: await renderLetterPdf(row.body),
    certified: row.certified,
    description: row.subject,
    idempotencyKey: row.id,
  });
};

/** One sender per channel: a channel added to NOTIFICATION_CHANNELS fails to compile here until it has one. */
const SENDERS: Record<NotificationChannel, Send> = { email: sendEmail, sms: sendSms, mail: sendLetter };

/**
 * How long a worker owns a notice it claimed. Longer than any one send can take (the SDKs
 * time out well within it), so a lease ends only when its worker died mid-send.
 */
export const SEND_LEASE_MS = 5 * MINUTE_MS;

/**
 * Sends one queued notice, exactly once from the application's side: the claim moves the
 * row from queued to sending under a lease, so of any number of jobs for it one sends and
 * the others skip; a lease that ran out (its worker died) may be claimed again, and the
 * provider gets the row id as its idempotency key so that resend is not a second message.
 * A failure puts the row back in the queue and is rethrown, so the job is retried with its
 * backoff, until the last attempt marks the notice failed.
 */
export async function deliverNotification(db: Db, providers: Providers, id: string, now = new Date()): Promise<DeliveryOutcome> {
  const [row] = await db
    .update(notifications)
    .set({
      status: "sending",
      attempts: sql`${notifications.attempts} + 1`,
      leaseExpiresAt: new Date(+now + SEND_LEASE_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(notifications.id, id),
        or(
          eq(notifications.status, "queued"),
          and(eq(notifications.status, "sending"), lte(notifications.leaseExpiresAt, now)),
        ),
      ),
    )
    .returning();
  if (!row) return "skipped";
  // Only the holder of this claim may record its outcome: a later claim bumped the attempts.
  const stillOurs = and(eq(notifications.id, id), eq(notifications.status, "sending"), eq(notifications.attempts, row.attempts));

  // Not a failure the agent must act on, so no failedAt: the dashboard lists only real failures.
  if (!(await reminderStillValid(db, row))) {
    return db.transaction(async (tx) => {
      const [withdrawn] = await tx
        .update(notifications)
        .set({ status: "failed", lastError: WITHDRAWN_MESSAGE, leaseExpiresAt: null, updatedAt: new Date() })
        .where(stillOurs)
        .returning({ id: notifications.id });
      if (!withdrawn) return "skipped";
      await tx.insert(notificationEvents).values({ notificationId: id, type: "withdrawn", detail: { attempt: row.attempts } });
      return "withdrawn";
    });
  }

  let result: SendResult;
  try {
    result = await SENDERS[row.channel](db, providers, row);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = error instanceof PermanentSendError || row.attempts >= MAX_SEND_ATTEMPTS;
    const recorded = await db.transaction(async (tx) => {
      const [released] = await tx
        .update(notifications)
        .set(
          final
            ? { status: "failed", failedAt: new Date(), lastError: message, leaseExpiresAt: null, updatedAt: new Date() }
            : { status: "queued", lastError: message, leaseExpiresAt: null, updatedAt: new Date() },
        )
        .where(stillOurs)
        .returning({ id: notifications.id });
      if (!released) return false;
      await tx
        .insert(notificationEvents)
        .values({ notificationId: id, type: final ? "failed" : "attempt_failed", detail: { attempt: row.attempts, error: message } });
      if (final && row.bookingId) await recordCompliance(tx, row.bookingId);
      return true;
    });
    if (!recorded) return "skipped";
    noticesTotal.inc({ channel: row.channel, outcome: final ? "failed" : "retry" });
    if (final) return "failed";
    throw error;
  }

  const sentAt = new Date();
  const status = result.delivered ? "delivered" : "sent";
  const recorded = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(notifications)
      .set({
        status,
        provider: providerName(providers, row),
        providerId: result.providerId,
        trackingNumber: result.trackingNumber ?? null,
        sentAt,
        deliveredAt: result.delivered ? sentAt : null,
        lastError: null,
        leaseExpiresAt: null,
        updatedAt: sentAt,
      })
      .where(stillOurs)
      .returning({ id: notifications.id });
    if (!updated) return false;
    await tx
      .insert(notificationEvents)
      .values({ notificationId: id, type: status, detail: { attempt: row.attempts, providerId: result.providerId } });
    if (row.bookingId) await recordCompliance(tx, row.bookingId);
    return true;
  });
  if (!recorded) return "skipped";
  noticesTotal.inc({ channel: row.channel, outcome: "sent" });
  return status;
}

const providerName = (providers: Providers, row: Notification) => providers[row.channel].name;
