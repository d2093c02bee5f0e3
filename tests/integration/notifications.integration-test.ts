import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { complianceRecords, notificationEvents, notifications } from "@/db/schema";
import { applyDeliveryStatus } from "@/lib/notifications/apply-delivery-status";
import { applySmsKeyword } from "@/lib/notifications/sms-opt-out";
import { deliverNotification, MAX_SEND_ATTEMPTS, SEND_LEASE_MS } from "@/lib/notifications/deliver-notification";
import { localProviders } from "@/lib/notifications/providers/local";
import { lobLetters } from "@/lib/notifications/providers/lob";
import { resendEmail } from "@/lib/notifications/providers/resend";
import { twilioSms } from "@/lib/notifications/providers/twilio";
import type { Providers, SendResult } from "@/lib/notifications/providers/types";
import { relayOutbox } from "@/lib/notifications/relay-outbox";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";
import { cancelByBooker } from "@/lib/showings/booker-actions";
import { startFakeServer } from "../fixtures/fake-http";
import { businessDayAt, createConfirmedBooking, firstBusinessSlotAfter } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();

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
    for (const row of await rowsOf(booking.id)) expect(await deliverNotification(db, localProviders, row.id)).toBe("delivered");
    const rows = await rowsOf(booking.id);
    expect(rows.every((row) => row.status === "delivered" && row.deliveredAt && row.attempts === 1)).toBe(true);
    expect(rows.find((row) => row.channel === "mail")!.trackingNumber).toMatch(/^LOCAL/);
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id));
    expect(record.compliant).toBe(true);
    expect(record.hoursOfNotice).toBeGreaterThanOrEqual(48);
    expect(await deliverNotification(db, localProviders, rows[0].id)).toBe("skipped");
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

  it("sends the cancelled showing's calendar file with the booker's e-mail through Resend, readable by ical.js", async () => {
    const booking = await confirmedBooking({ occupied: false });
    await cancelByBooker(db, booking.manageToken, new Date(+booking.startsAt - 3 * 24 * 3_600_000));
    const [email] = (await rowsOf(booking.id)).filter((row) => row.kind === "booking_cancelled" && row.channel === "email" && row.recipientRole === "buyer");
    expect(await deliverNotification(db, providers(), email.id)).toBe("sent");
    const sent = JSON.parse(resend.requests.filter((request) => request.headers["idempotency-key"] === email.id).at(-1)!.body) as {
      attachments: { filename: string; content: string; content_type?: string; contentType?: string }[];
    };
    expect(sent.attachments).toHaveLength(1);
    expect(sent.attachments[0].filename).toBe(`showing-${booking.confirmationNumber}.ics`);
    const vevent = new ICAL.Component(ICAL.parse(Buffer.from(sent.attachments[0].content, "base64").toString("utf8"))).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("uid")).toBe(`${booking.confirmationNumber}@showbook`);
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
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
    await providers().email.send({
      to: email.recipientAddress,
      subject: email.subject,
      text: email.body,
      html: email.html,
      attachments: email.attachments,
      idempotencyKey: email.id,
    });
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

describe("[notices] the outbox delivers each notice exactly once", () => {
  type Deferred = { promise: Promise<void>; resolve: () => void };
  const defer = (): Deferred => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  /** Local providers whose calls are counted per idempotency key, and which can fail or stall for a while. */
  const scriptedProviders = () => {
    const calls = new Map<string, number>();
    const script = { failuresLeft: 0, stall: null as Deferred | null };
    const counted =
      <T extends { idempotencyKey: string }>(send: (message: T) => Promise<SendResult>) =>
      async (message: T) => {
        calls.set(message.idempotencyKey, (calls.get(message.idempotencyKey) ?? 0) + 1);
        if (script.stall) await script.stall.promise;
        if (script.failuresLeft > 0) {
          script.failuresLeft -= 1;
          throw new Error("provider unavailable");
        }
        return send(message);
      };
    const providers: Providers = {
      email: { name: "local", send: counted(localProviders.email.send) },
      sms: { name: "local", send: counted(localProviders.sms.send) },
      mail: { name: "local", send: counted(localProviders.mail.send) },
    };
    return { providers, calls, script };
  };
  /** Relays until the outbox has nothing more to hand over, recording the jobs created. */
  const relayAll = async (jobs: string[], now = new Date()) => {
    const boss = { send: async (_queue: string, data: object) => (jobs.push((data as { id: string }).id), randomUUID()) };
    while ((await relayOutbox(db, boss as never, 1000, now)) > 0);
  };
  const eventTypes = async (id: string) =>
    (await db.select().from(notificationEvents).where(eq(notificationEvents.notificationId, id)).orderBy(notificationEvents.id)).map((event) => event.type);

  it("enqueues every notice once, however many relays run, side by side or one after another", async () => {
    const booking = await confirmedBooking({ occupied: true });
    const ids = (await rowsOf(booking.id)).map((row) => row.id);
    const jobs: string[] = [];
    await Promise.all(Array.from({ length: 5 }, () => relayAll(jobs)));
    await relayAll(jobs);
    for (const id of ids) expect(jobs.filter((job) => job === id)).toHaveLength(1);
  });

  it("sends a notice once when eight jobs for it run at the same time", async () => {
    const booking = await confirmedBooking({ occupied: true });
    const letter = (await rowsOf(booking.id)).find((row) => row.channel === "mail")!;
    const { providers, calls } = scriptedProviders();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => deliverNotification(db, providers, letter.id)));
    expect(outcomes.filter((outcome) => outcome === "delivered")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "skipped")).toHaveLength(7);
    expect(calls.get(letter.id)).toBe(1);
    expect(await eventTypes(letter.id)).toEqual(["queued", "delivered"]);
  });

  it("leaves a failing notice to its job's backoff: the relay does not start fresh attempts", async () => {
    const booking = await confirmedBooking({ occupied: false });
    const email = (await rowsOf(booking.id)).find((row) => row.channel === "email" && row.recipientRole === "buyer")!;
    const { providers, calls, script } = scriptedProviders();
    const jobs: string[] = [];
    await relayAll(jobs);
    script.failuresLeft = 3;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(deliverNotification(db, providers, email.id)).rejects.toThrow("provider unavailable");
      await relayAll(jobs);
      const [waiting] = await db.select().from(notifications).where(eq(notifications.id, email.id));
      expect(waiting).toMatchObject({ status: "queued", attempts: attempt });
    }
    expect(jobs.filter((job) => job === email.id)).toHaveLength(1);
    // The job's fourth attempt, after its backoff.
    expect(await deliverNotification(db, providers, email.id)).toBe("delivered");
    expect(calls.get(email.id)).toBe(4);
    expect(await eventTypes(email.id)).toEqual(["queued", "attempt_failed", "attempt_failed", "attempt_failed", "delivered"]);
  });

  it("after a worker dies mid-send, sends again only once its lease ran out, with the same key, and the dead worker records nothing", async () => {
    const booking = await confirmedBooking({ occupied: true });
    const letter = (await rowsOf(booking.id)).find((row) => row.channel === "mail")!;
    const { providers, calls, script } = scriptedProviders();
    const jobs: string[] = [];
    await relayAll(jobs);

    script.stall = defer();
    const stalled = deliverNotification(db, providers, letter.id);
    await expect.poll(() => calls.get(letter.id)).toBe(1);
    const stalledRelease = script.stall;
    script.stall = null;

    // While the lease holds, another job for it and the relay leave it alone.
    expect(await deliverNotification(db, providers, letter.id)).toBe("skipped");
    await relayAll(jobs);
    expect(jobs.filter((job) => job === letter.id)).toHaveLength(1);

    const afterLease = new Date(Date.now() + SEND_LEASE_MS + 1000);
    await relayAll(jobs, afterLease);
    await relayAll(jobs, afterLease);
    expect(jobs.filter((job) => job === letter.id)).toHaveLength(2);
    expect(await deliverNotification(db, providers, letter.id, afterLease)).toBe("delivered");

    stalledRelease.resolve();
    expect(await stalled).toBe("skipped");
    expect(calls.get(letter.id)).toBe(2);
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, letter.id));
    expect(stored).toMatchObject({ status: "delivered", attempts: 2, providerId: `local_letter_${letter.id}`, leaseExpiresAt: null });
    expect(await eventTypes(letter.id)).toEqual(["queued", "delivered"]);
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
    expect(await deliverNotification(db, localProviders, sms.id)).toBe("failed");
    const [stored] = await db.select().from(notifications).where(eq(notifications.id, sms.id));
    expect(stored.lastError).toBe("Recipient replied STOP");

    const [essential] = (await rowsOf((await confirmedBooking({ occupied: false })).id)).filter((row) => row.channel === "sms");
    await db.update(notifications).set({ recipientAddress: phone }).where(eq(notifications.id, essential.id));
    expect(await deliverNotification(db, localProviders, essential.id)).toBe("delivered");
    expect(await applySmsKeyword(db, phone, "START")).toBe("opted_in");
  });
});

describe("[notices] concurrent deliveries", () => {
  const deliverAllAtOnce = async (startsAt: Date) => {
    const booking = await confirmedBooking({ occupied: true, startsAt });
    await Promise.all((await rowsOf(booking.id)).map((row) => deliverNotification(db, localProviders, row.id)));
    const [record] = await db.select().from(complianceRecords).where(eq(complianceRecords.bookingId, booking.id));
    return record;
  };

  it("reaches the right verdict when every notice of a booking is delivered at once, the letter not counting under six days out", async () => {
    const record = await deliverAllAtOnce(firstBusinessSlotAfter(25));
    expect(record.compliant).toBe(true);
    expect([...record.countedChannels].sort()).toEqual(["email", "sms"]);
  });

  it("counts the mailed letter too when the showing is six or more days out", async () => {
    const record = await deliverAllAtOnce(businessDayAt(7));
    expect(record.compliant).toBe(true);
    expect([...record.countedChannels].sort()).toEqual(["email", "mail", "sms"]);
  });
});
