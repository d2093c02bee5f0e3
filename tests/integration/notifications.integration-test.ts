import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complianceRecords, notificationEvents, notifications } from "@/db/schema";
import { applyDeliveryStatus } from "@/lib/notifications/apply-delivery-status";
import { applySmsKeyword } from "@/lib/notifications/sms-opt-out";
import { deliverNotification, MAX_SEND_ATTEMPTS } from "@/lib/notifications/deliver-notification";
import { localEmail, localLetters, localSms } from "@/lib/notifications/providers/local";
import { lobLetters } from "@/lib/notifications/providers/lob";
import { resendEmail } from "@/lib/notifications/providers/resend";
import { twilioSms } from "@/lib/notifications/providers/twilio";
import type { Providers } from "@/lib/notifications/providers/types";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";
import { startFakeServer } from "../fixtures/fake-http";
import { createConfirmedBooking } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const local: Providers = { email: localEmail, sms: localSms, mail: localLetters };

const confirmedBooking = (options: { occupied: boolean; startsAt?: Date }) => createConfirmedBooking(db, options);

const rowsOf = (bookingId: string) => db.select().from(notifications).where(eq(notifications.bookingId, bookingId));

describe("[notices] outbox rows for a confirmed booking", () => {
  it("writes email and SMS to agent, buyer and resident, and a certified letter to the resident", async () => {
    const booking = await confirmedBooking({ occupied: true });
    const rows = await rowsOf(booking.id);
    const shape = rows.map((row) => `${row.recipientRole}:${row.channel}`).sort();
    expect(shape).toEqual(["buyer:email", "buyer:sms", "listing_agent:email", "resident:email", "resident:mail", "resident:sms"]);
    expect(rows.every((row) => row.status === "queued")).toBe(true);
    const letter = rows.find((row) => row.channel === "mail")!;
    expect(letter.certified).toBe(true);
    expect(letter.body).toContain("California Civil Code § 1954");
    const email = rows.find((row) => row.recipientRole === "resident" && row.channel === "email")!;
    expect(email.html).toContain("<html");
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id));
    expect(record).toMatchObject({ applicable: true, compliant: false });
  });

  it("writes nothing twice when called again for the same booking", async () => {
    const booking = await confirmedBooking({ occupied: true });
    const again = await db.transaction((tx) => writeBookingNotifications(tx, booking));
    expect(again).toEqual([]);
    expect(await rowsOf(booking.id)).toHaveLength(6);
  });

  it("tells no resident at a vacant unit", async () => {
    const booking = await confirmedBooking({ occupied: false });
    const rows = await rowsOf(booking.id);
    expect(rows.some((row) => row.recipientRole === "resident")).toBe(false);
  });

  it("delivers through the local transport and the verdict becomes compliant", async () => {
    const booking = await confirmedBooking({ occupied: true });
    for (const row of await rowsOf(booking.id)) expect(await deliverNotification(db, local, row.id)).toBe("delivered");
    const rows = await rowsOf(booking.id);
    expect(rows.every((row) => row.status === "delivered" && row.deliveredAt && row.attempts === 1)).toBe(true);
    expect(rows.find((row) => row.channel === "mail")!.trackingNumber).toMatch(/^LOCAL/);
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id));
    expect(record.compliant).toBe(true);
    expect(record.hoursOfNotice).toBeGreaterThanOrEqual(48);
    expect(await deliverNotification(db, local, rows[0].id)).toBe("skipped");
  });

  it("keeps the notice history append-only", async () => {
    const booking = await confirmedBooking({ occupied: false });
    const [row] = await rowsOf(booking.id);
    await expect(
      db.update(notificationEvents).set({ type: "rewritten" }).where(eq(notificationEvents.notificationId, row.id)),
    ).rejects.toThrow();
    await expect(db.delete(notificationEvents).where(eq(notificationEvents.notificationId, row.id))).rejects.toThrow();
  });
});

describe("[notices] real providers through their SDKs against local fakes", () => {
  let failuresLeft = 0;
  const seenKeys = new Set<string>();
  let resend: Awaited<ReturnType<typeof startFakeServer>>;
  let twilio: Awaited<ReturnType<typeof startFakeServer>>;
  let lob: Awaited<ReturnType<typeof startFakeServer>>;

  beforeAll(async () => {
    resend = await startFakeServer((request) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return { status: 500, body: { name: "internal_server_error", message: "try later", statusCode: 500 } };
      }
      // Like Resend, the same idempotency key answers the same e-mail and sends nothing new.
      const key = String(request.headers["idempotency-key"]);
      seenKeys.add(key);
      return { status: 200, body: { id: `email_${key}` } };
    });
    twilio = await startFakeServer(() => ({ status: 201, body: { sid: `SM${randomUUID().replaceAll("-", "")}`, status: "queued" } }));
    lob = await startFakeServer(() => ({ status: 200, body: { id: `ltr_${randomUUID()}`, tracking_number: "9407100000000000000001" } }));
  });
  afterAll(async () => {
    await Promise.all([resend.close(), twilio.close(), lob.close()]);
  });

  const providers = (): Providers => ({
    email: resendEmail({ apiKey: "re_test", from: "Showbook <n@test.app>", baseUrl: resend.url }),
    sms: twilioSms({ accountSid: "ACtest", authToken: "token", from: "+15005550006", baseUrl: twilio.url }),
    mail: lobLetters({
      apiKey: "test_lob",
      baseUrl: lob.url,
      from: { name: "S", address_line1: "1 A St", address_city: "SF", address_state: "CA", address_zip: "94104" },
    }),
  });

  it("sends SMS through Twilio and a certified letter through Lob", async () => {
    const booking = await confirmedBooking({ occupied: true });
    const rows = await rowsOf(booking.id);
    const sms = rows.find((row) => row.recipientRole === "resident" && row.channel === "sms")!;
    const letter = rows.find((row) => row.channel === "mail")!;
    expect(await deliverNotification(db, providers(), sms.id)).toBe("sent");
    expect(await deliverNotification(db, providers(), letter.id)).toBe("sent");

    const twilioCall = twilio.requests.at(-1)!;
    expect(twilioCall.path).toBe("/2010-04-01/Accounts/ACtest/Messages.json");
    expect(decodeURIComponent(twilioCall.body)).toContain("To=+15105550101");
    const lobCall = lob.requests.at(-1)!;
    expect(lobCall.path).toBe("/v1/letters");
    expect(lobCall.headers["idempotency-key"]).toBe(letter.id);
    expect(lobCall.body).toContain('name="extra_service"\r\n\r\ncertified');
    expect(lobCall.body).toContain("%PDF-");
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, letter.id));
    expect(stored).toMatchObject({ status: "sent", provider: "lob", trackingNumber: "9407100000000000000001" });
  });

  it("retries a provider answering 500, then delivers once with one idempotency key", async () => {
    const booking = await confirmedBooking({ occupied: false });
    const [email] = (await rowsOf(booking.id)).filter((row) => row.channel === "email" && row.recipientRole === "buyer");
    failuresLeft = 3;
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push(await deliverNotification(db, providers(), email.id).catch(() => "retry"));
    }
    // The SDK itself retries nothing here; each failed try is one job attempt.
    expect(outcomes.slice(0, 4)).toContain("sent");
    expect(outcomes.at(-1)).toBe("skipped");
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, email.id));
    expect(stored.status).toBe("sent");
    expect(stored.providerId).toBe(`email_${email.id}`);
    const keys = resend.requests.filter((request) => request.headers["idempotency-key"] === email.id);
    expect(new Set(keys.map((request) => request.headers["idempotency-key"])).size).toBe(1);
    const events = await db.select().from(notificationEvents).where(eq(notificationEvents.notificationId, email.id));
    expect(events.filter((event) => event.type === "attempt_failed").length).toBeGreaterThanOrEqual(1);
  });

  it("after a worker dies mid-send, the retry reaches the provider with the same key and no second e-mail exists", async () => {
    const booking = await confirmedBooking({ occupied: false });
    const [email] = (await rowsOf(booking.id)).filter((row) => row.channel === "email" && row.recipientRole === "buyer");
    // The crash: the provider accepted the e-mail, but the worker died before recording it.
    await providers().email.send({ to: email.recipientAddress, subject: email.subject, text: email.body, html: email.html, idempotencyKey: email.id });
    await db.update(notifications).set({ attempts: 1 }).where(eq(notifications.id, email.id));

    expect(await deliverNotification(db, providers(), email.id)).toBe("sent");
    const sends = resend.requests.filter((request) => request.headers["idempotency-key"] === email.id);
    expect(sends).toHaveLength(2);
    expect(seenKeys.has(email.id)).toBe(true);
    const [stored] = await db.select().from(notifications).where(and(eq(notifications.id, email.id)));
    expect(stored).toMatchObject({ status: "sent", attempts: 2, providerId: `email_${email.id}` });
  });

  it(`marks a notice failed after ${MAX_SEND_ATTEMPTS} attempts`, async () => {
    const booking = await confirmedBooking({ occupied: false });
    const [email] = (await rowsOf(booking.id)).filter((row) => row.channel === "email" && row.recipientRole === "buyer");
    failuresLeft = 100;
    let outcome = "";
    for (let i = 0; i < MAX_SEND_ATTEMPTS; i++) outcome = await deliverNotification(db, providers(), email.id).catch(() => "retry");
    failuresLeft = 0;
    expect(outcome).toBe("failed");
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, email.id));
    expect(stored).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS });
    expect(stored.lastError).toContain("try later");
  });
});

describe("[notices] delivery-status webhooks", () => {
  it("moves a notice forward once; a replay or a late earlier status changes nothing", async () => {
    const booking = await confirmedBooking({ occupied: false });
    const [email] = (await rowsOf(booking.id)).filter((row) => row.channel === "email" && row.recipientRole === "buyer");
    const providerId = `email_${randomUUID()}`;
    await db.update(notifications).set({ status: "sent", provider: "resend", providerId, sentAt: new Date() }).where(eq(notifications.id, email.id));

    const delivered = { eventId: `evt_${randomUUID()}`, provider: "resend" as const, providerId, status: "delivered" as const, at: new Date(), detail: {} };
    expect(await applyDeliveryStatus(db, delivered)).toBe("applied");
    const [after] = await db.select().from(notifications).where(eq(notifications.id, email.id));
    expect(after.status).toBe("delivered");
    const eventsAfter = await db.select().from(notificationEvents).where(eq(notificationEvents.notificationId, email.id));

    expect(await applyDeliveryStatus(db, delivered)).toBe("replayed");
    expect(await applyDeliveryStatus(db, { ...delivered, eventId: `evt_${randomUUID()}`, status: "sent" })).toBe("recorded");
    const [again] = await db.select().from(notifications).where(eq(notifications.id, email.id));
    expect(again).toEqual(after);
    const eventsAgain = await db.select().from(notificationEvents).where(eq(notificationEvents.notificationId, email.id));
    expect(eventsAgain).toHaveLength(eventsAfter.length + 1);

    expect(await applyDeliveryStatus(db, { ...delivered, eventId: `evt_${randomUUID()}`, providerId: "unknown" })).toBe("unknown_message");
  });

  it("honours STOP for non-essential texts only", async () => {
    const phone = `+1510555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`;
    expect(await applySmsKeyword(db, phone, " stop ")).toBe("opted_out");
    const booking = await confirmedBooking({ occupied: false });
    const [sms] = (await rowsOf(booking.id)).filter((row) => row.channel === "sms");
    await db.update(notifications).set({ recipientAddress: phone, essential: false }).where(eq(notifications.id, sms.id));
    expect(await deliverNotification(db, local, sms.id)).toBe("failed");
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, sms.id));
    expect(stored.lastError).toBe("Recipient replied STOP");

    const [essential] = (await rowsOf((await confirmedBooking({ occupied: false })).id)).filter((row) => row.channel === "sms");
    await db.update(notifications).set({ recipientAddress: phone }).where(eq(notifications.id, essential.id));
    expect(await deliverNotification(db, local, essential.id)).toBe("delivered");
    expect(await applySmsKeyword(db, phone, "START")).toBe("opted_in");
  });
});

describe("[notices] concurrent deliveries", () => {
  it("reaches the right verdict when every notice of a booking is delivered at once", async () => {
    const booking = await confirmedBooking({ occupied: true });
    const rows = await rowsOf(booking.id);
    await Promise.all(rows.map((row) => deliverNotification(db, local, row.id)));
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id));
    expect(record.compliant).toBe(true);
    expect([...record.countedChannels].sort()).toEqual(["email", "sms"]);
  });
});
