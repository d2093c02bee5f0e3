import { and, eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { AppError, errorStatus, isAppError } from "@/lib/errors";
import { rateLimiterFor } from "@/lib/rate-limit/rate-limit";
import { RATE_LIMITS } from "@/lib/rate-limit/rules";
import { bookableDates } from "@/lib/availability/compute-slots";
import { limitBookingAttempts } from "@/lib/bookings/limit-booking-attempts";
import { MAX_LIVE_HOLDS_PER_BOOKER, TOO_MANY_HOLDS_MESSAGE } from "@/lib/bookings/ledger/place-hold";
import { confirmPayment } from "@/lib/bookings/confirm-payment";
import { createPaymentHold } from "@/lib/bookings/create-payment-hold";
import { buyerRequest, createAgent, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();
// A Tuesday afternoon in Los Angeles; the properties are open every day.
const now = new Date("2030-03-05T22:00:00Z");
const slotDate = bookableDates(now, "America/Los_Angeles")[3];

async function newProperty() {
  const agent = await createAgent(db);
  return createProperty(db, agent.id);
}

const request = (propertyId: string, email: string, time = "10:00") => buyerRequest(propertyId, email, slotDate, time);

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("[bookings] booking attempts are rate limited in PostgreSQL", () => {
  const limiter = rateLimiterFor(inject("databaseUrl"));

  it("answers 429 with the message once an e-mail passes its limit", async () => {
    const email = uniqueEmail("booker");
    for (let attempt = 0; attempt < RATE_LIMITS.holdsPerEmail.points; attempt += 1) {
      await limitBookingAttempts(limiter, { ip: null, email });
    }
    const error = await rejection(limitBookingAttempts(limiter, { ip: null, email: email.toUpperCase() }));
    expect(error).toBeInstanceOf(AppError);
    expect(errorStatus[(error as AppError).code]).toBe(429);
    expect((error as AppError).message).toBe(RATE_LIMITS.holdsPerEmail.message);
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it("counts every alias of one mailbox against one e-mail limit", async () => {
    const id = crypto.randomUUID().slice(0, 8);
    // Plus-tags everywhere; dots and googlemail.com only where Gmail ignores them.
    const aliases = [
      `pat.lee.${id}+1@gmail.com`,
      `patlee${id}+2@gmail.com`,
      `Pat.Lee.${id}@googlemail.com`,
      `p.a.t.l.e.e.${id}@GMAIL.com`,
      `patlee${id}+house-hunt@googlemail.com`,
      `pat.lee.${id}+6@gmail.com`,
    ];
    expect(aliases).toHaveLength(RATE_LIMITS.holdsPerEmail.points);
    for (const email of aliases) await limitBookingAttempts(limiter, { ip: null, email });
    const error = await rejection(limitBookingAttempts(limiter, { ip: null, email: `patlee${id}+7@gmail.com` }));
    expect(error).toMatchObject({ code: "rate_limit_exceeded", message: RATE_LIMITS.holdsPerEmail.message });
    // At a provider that does not ignore dots, a dotted address is another mailbox.
    const other = `jo.lee.${id}@example.com`;
    for (let attempt = 0; attempt < RATE_LIMITS.holdsPerEmail.points; attempt += 1) {
      await limitBookingAttempts(limiter, { ip: null, email: `jo.lee.${id}+${attempt}@example.com` });
    }
    expect(await rejection(limitBookingAttempts(limiter, { ip: null, email: other }))).toMatchObject({ code: "rate_limit_exceeded" });
    await expect(limitBookingAttempts(limiter, { ip: null, email: `jolee.${id}@example.com` })).resolves.toBeUndefined();
  });

  it("counts parallel attempts from one address atomically: exactly the limit pass", async () => {
    const ip = `test-${crypto.randomUUID()}`;
    const attempts = Array.from({ length: 30 }, () =>
      rejection(limitBookingAttempts(limiter, { ip, email: uniqueEmail("booker") })),
    );
    const errors = await Promise.all(attempts);
    const refused = errors.filter((error) => isAppError(error) && error.code === "rate_limit_exceeded");
    expect(errors.filter((error) => error === null)).toHaveLength(RATE_LIMITS.holdsPerIp.points);
    expect(refused).toHaveLength(30 - RATE_LIMITS.holdsPerIp.points);
    expect((refused[0] as AppError).message).toBe(RATE_LIMITS.holdsPerIp.message);
  });
});

describe("[bookings] a hold counts its own attempt against the limits, in its first round trip", () => {
  const limiter = rateLimiterFor(inject("databaseUrl"));

  it("shares the limiter's counters: attempts counted by the limiter count for the hold, and the 429 says when to retry", async () => {
    const property = await newProperty();
    const email = uniqueEmail("booker");
    for (let attempt = 0; attempt < RATE_LIMITS.holdsPerEmail.points; attempt += 1) {
      await limitBookingAttempts(limiter, { ip: null, email });
    }
    const error = await rejection(createPaymentHold(db, null, request(property.id, email.toUpperCase()), now, { ip: null }));
    expect(isAppError(error)).toBe(true);
    expect(errorStatus[(error as AppError).code]).toBe(429);
    expect((error as AppError).message).toBe(RATE_LIMITS.holdsPerEmail.message);
    expect((error as AppError).retryAfterSeconds).toBeGreaterThan(RATE_LIMITS.holdsPerEmail.duration - 60);
    expect((error as AppError).retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.holdsPerEmail.duration);
    // Counted by the hold, the attempts are seen by the limiter too.
    expect(await rejection(limitBookingAttempts(limiter, { ip: null, email }))).toMatchObject({ code: "rate_limit_exceeded" });
  });

  it("counts racing holds from one address atomically: exactly the limit get past it, one of those holds the slot", async () => {
    const property = await newProperty();
    const ip = `test-${crypto.randomUUID()}`;
    const wide = createDb(inject("databaseUrl"), 10);
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, () => rejection(createPaymentHold(wide.db, null, request(property.id, uniqueEmail("racer")), now, { ip }))),
      );
      const limited = results.filter((error) => isAppError(error) && error.code === "rate_limit_exceeded");
      expect(limited).toHaveLength(30 - RATE_LIMITS.holdsPerIp.points);
      for (const error of limited) expect(error).toMatchObject({ message: RATE_LIMITS.holdsPerIp.message });
      expect(results.filter((result) => result === null)).toHaveLength(1);
      expect(results.filter((error) => isAppError(error) && error.code === "conflict")).toHaveLength(RATE_LIMITS.holdsPerIp.points - 1);
    } finally {
      await wide.sql.end();
    }
  });

  it("counts the mailbox only once the address passed its limit, as consecutive limits do", async () => {
    const property = await newProperty();
    const ip = `test-${crypto.randomUUID()}`;
    for (let attempt = 0; attempt < RATE_LIMITS.holdsPerIp.points; attempt += 1) await limitBookingAttempts(limiter, { ip, email: uniqueEmail("other") });
    const email = uniqueEmail("booker");
    // One point left for the mailbox: the refused attempt must not spend it.
    for (let attempt = 1; attempt < RATE_LIMITS.holdsPerEmail.points; attempt += 1) await limitBookingAttempts(limiter, { ip: null, email });
    expect(await rejection(createPaymentHold(db, null, request(property.id, email), now, { ip }))).toMatchObject({
      message: RATE_LIMITS.holdsPerIp.message,
    });
    await expect(createPaymentHold(db, null, request(property.id, email), now, { ip: null })).resolves.toMatchObject({ bookingId: expect.any(String) });
  });
});

describe("[bookings] the attempt limit counts holds that end unpaid, not paid bookings", () => {
  const minutesLater = (minutes: number) => new Date(+now + minutes * 60_000);
  const agentRequest = (propertyId: string, email: string, time: string) =>
    buyerRequest(propertyId, email, slotDate, time, { requesterType: "buyers_agent", name: "Sam Agent", buyerName: "Pat Buyer" });

  it("lets a buyer's agent book 10 homes for one afternoon, one after another", async () => {
    const email = uniqueEmail("buyers-agent");
    const ip = `test-${crypto.randomUUID()}`;
    const homes = await Promise.all(Array.from({ length: 10 }, newProperty));
    const times = ["12:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30"];
    for (const [index, home] of homes.entries()) {
      const at = minutesLater(index);
      const hold = await createPaymentHold(db, null, agentRequest(home.id, email, times[index]), at, { ip });
      expect(await confirmPayment(db, null, hold.paymentIntentId, at)).toMatchObject({ status: "confirmed" });
    }
  });

  it(`still refuses the attempt after ${RATE_LIMITS.holdsPerEmail.points} holds that ended unpaid`, async () => {
    const email = uniqueEmail("abandoner");
    const homes = await Promise.all(Array.from({ length: RATE_LIMITS.holdsPerEmail.points + 1 }, newProperty));
    // One unpaid hold at a time, each released before the next (so the cap on live holds never applies).
    for (const [index, home] of homes.slice(0, -1).entries()) {
      await createPaymentHold(db, null, request(home.id, email), minutesLater(index * 11), { ip: null });
    }
    const error = await rejection(createPaymentHold(db, null, request(homes.at(-1)!.id, email), minutesLater(homes.length * 11), { ip: null }));
    expect(error).toMatchObject({ code: "rate_limit_exceeded", message: RATE_LIMITS.holdsPerEmail.message });
  });

  it("gives back a paid hold's attempt once only, however often its payment is confirmed", async () => {
    const email = uniqueEmail("payer");
    const { points } = RATE_LIMITS.holdsPerEmail;
    const homes = await Promise.all(Array.from({ length: points + 2 }, newProperty));
    const unpaid = async (index: number) => createPaymentHold(db, null, request(homes[index].id, email), minutesLater(index * 11), { ip: null });
    await unpaid(0);
    await unpaid(1);
    const paid = await createPaymentHold(db, null, request(homes[2].id, email), minutesLater(22), { ip: null });
    for (let repeat = 0; repeat < 3; repeat += 1) await confirmPayment(db, null, paid.paymentIntentId, minutesLater(23));
    // Two unpaid holds counted, the paid one not: the mailbox has points - 2 attempts left, then stops.
    for (let index = 3; index < points + 1; index += 1) await unpaid(index);
    const error = await rejection(unpaid(points + 1));
    expect(error).toMatchObject({ code: "rate_limit_exceeded", message: RATE_LIMITS.holdsPerEmail.message });
  });
});

describe("[bookings] one booker's unpaid holds", () => {
  it(`caps the live holds of one booker at ${MAX_LIVE_HOLDS_PER_BOOKER}, also when they race`, async () => {
    const email = uniqueEmail("hoarder");
    const properties = await Promise.all(Array.from({ length: 8 }, newProperty));
    const wide = createDb(inject("databaseUrl"), 8);
    try {
      const results = await Promise.all(
        properties.map((property) => rejection(createPaymentHold(wide.db, null, request(property.id, email), now))),
      );
      expect(results.filter((result) => result === null)).toHaveLength(MAX_LIVE_HOLDS_PER_BOOKER);
      for (const error of results.filter(Boolean)) {
        expect(error).toMatchObject({ code: "rate_limit_exceeded", message: TOO_MANY_HOLDS_MESSAGE });
      }
    } finally {
      await wide.sql.end();
    }
  });

  it(`counts a mailbox once: ${MAX_LIVE_HOLDS_PER_BOOKER} holds across plus-tagged and dotted aliases, also when they race`, async () => {
    const id = crypto.randomUUID().slice(0, 8);
    // Four aliases of one Gmail mailbox (dots, plus-tags, googlemail.com) and four of one mailbox elsewhere (plus-tags).
    const gmail = [`s.a.m.${id}+1@gmail.com`, `sam${id}+2@googlemail.com`, `Sam.${id}@gmail.com`, `sa.m${id}+x@gmail.com`];
    const elsewhere = [`lee.${id}+1@example.com`, `lee.${id}+2@example.com`, `Lee.${id}+3@Example.com`, `lee.${id}+4@example.com`];
    const aliases = [...gmail, ...elsewhere];
    const properties = await Promise.all(aliases.map(newProperty));
    const wide = createDb(inject("databaseUrl"), 8);
    try {
      const results = await Promise.all(
        properties.map((property, index) => rejection(createPaymentHold(wide.db, null, request(property.id, aliases[index]), now))),
      );
      expect(results.slice(0, 4).filter((result) => result === null)).toHaveLength(MAX_LIVE_HOLDS_PER_BOOKER);
      expect(results.slice(4).filter((result) => result === null)).toHaveLength(MAX_LIVE_HOLDS_PER_BOOKER);
      for (const error of results.filter(Boolean)) {
        expect(error).toMatchObject({ code: "rate_limit_exceeded", message: TOO_MANY_HOLDS_MESSAGE });
      }
      // The plain address of the mailbox is refused too; a dotted address elsewhere is another mailbox.
      const another = await newProperty();
      expect(await rejection(createPaymentHold(db, null, request(another.id, `sam${id}@gmail.com`), now))).toMatchObject({
        code: "rate_limit_exceeded",
      });
      await expect(createPaymentHold(db, null, request(another.id, `l.ee.${id}@example.com`), now)).resolves.toMatchObject({
        bookingId: expect.any(String),
      });
    } finally {
      await wide.sql.end();
    }
  });

  it("gives the same booker their own hold back on Back then Continue, and refuses anyone else", async () => {
    const property = await newProperty();
    const email = uniqueEmail("booker");
    const first = await createPaymentHold(db, null, request(property.id, email), now);
    const later = new Date(+now + 4 * 60_000);
    const again = await createPaymentHold(db, null, request(property.id, email.toUpperCase()), later);
    expect(again.bookingId).toBe(first.bookingId);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(new Date(again.holdExpiresAt) > new Date(first.holdExpiresAt)).toBe(true);

    const other = await rejection(createPaymentHold(db, null, request(property.id, uniqueEmail("other")), later));
    expect(other).toMatchObject({ code: "conflict" });
  });

  it("replaces the booker's hold when they come back for another slot of the same property", async () => {
    const property = await newProperty();
    const email = uniqueEmail("booker");
    const first = await createPaymentHold(db, null, request(property.id, email, "10:00"), now);
    const second = await createPaymentHold(db, null, request(property.id, email, "14:00"), now);
    expect(second.bookingId).not.toBe(first.bookingId);
    const live = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.propertyId, property.id), eq(bookings.status, "pending_payment")));
    expect(live).toEqual([{ id: second.bookingId }]);
  });
});
