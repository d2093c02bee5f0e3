import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createDb } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { authenticate } from "@/lib/auth/authenticate";
import { rateLimiterFor } from "@/lib/rate-limit/rate-limit";
import { RATE_LIMITS } from "@/lib/rate-limit/rules";
import { getUserProfile, registerUser, updateBio, updateUserSettings, updateUsername } from "@/lib/auth/users";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();
const limiter = rateLimiterFor(inject("databaseUrl"));
const PER_ADDRESS_LIMIT = RATE_LIMITS.signInsPerAccountAndIp.points;
const PER_ACCOUNT_LIMIT = RATE_LIMITS.signInsPerAccount.points;
const password = "correct horse battery";

async function newUser(email = uniqueEmail()) {
  return registerUser(db, { email, password, anonymousUsername: generateAnonymousUsername() });
}

/** A client address of its own for each use, as limits outlive a test run. */
const newAddress = () => `test-${randomUUID()}`;

const attempt = (email: string, pass: string, ip: string | null = null) => ({ email, password: pass, ip, userAgent: "vitest" });

describe("[auth] registration and sign-in", () => {
  it("stores an argon2id hash, never the password", async () => {
    const user = await newUser();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(password);
    expect(row.marketingEmails).toBe(true);
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    const email = uniqueEmail();
    await newUser(email);
    await expect(newUser(email)).rejects.toMatchObject({ code: "conflict" });
  });

  it("opens a session with the right password and answers the same for a wrong password or unknown email", async () => {
    const user = await newUser();
    const ok = await authenticate(db, limiter, attempt(user.email.toUpperCase(), password));
    expect(ok).toMatchObject({ ok: true, user: { id: user.id } });

    const wrong = await authenticate(db, limiter, attempt(user.email, "nope"));
    const unknown = await authenticate(db, limiter, attempt(uniqueEmail(), "nope"));
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual(wrong);
  });

  it("throttles an address after 10 failures at an account, even with the right password, while the owner gets in from elsewhere", async () => {
    const user = await newUser();
    const attacker = newAddress();
    for (let i = 0; i < PER_ADDRESS_LIMIT; i++) {
      expect(await authenticate(db, limiter, attempt(user.email, "wrong", attacker))).toMatchObject({ reason: "invalid" });
    }
    expect(await authenticate(db, limiter, attempt(user.email, password, attacker))).toEqual({
      ok: false,
      reason: "throttled",
      limit: "signInsPerAccountAndIp",
    });
    expect(await authenticate(db, limiter, attempt(user.email, password, newAddress()))).toMatchObject({ ok: true, user: { id: user.id } });
  });

  it("once an account has too many failures, holds back the addresses that failed at it, not the owner's", async () => {
    const user = await newUser();
    const attackers = Array.from({ length: PER_ACCOUNT_LIMIT + 1 }, newAddress);
    // Many addresses, each under its own limits, exhaust the account's.
    for (let i = 0; i < PER_ACCOUNT_LIMIT; i++) {
      expect(await authenticate(db, limiter, attempt(user.email, "wrong", attackers[i]))).toMatchObject({ reason: "invalid" });
    }
    expect(await authenticate(db, limiter, attempt(user.email, password, attackers[0]))).toEqual({
      ok: false,
      reason: "throttled",
      limit: "signInsPerAccount",
    });
    expect(await authenticate(db, limiter, attempt(user.email, password, newAddress()))).toMatchObject({ ok: true });
    // A new address gets one guess: once it failed, it is held back too.
    expect(await authenticate(db, limiter, attempt(user.email, "wrong", attackers[PER_ACCOUNT_LIMIT]))).toMatchObject({ reason: "invalid" });
    expect(await authenticate(db, limiter, attempt(user.email, password, attackers[PER_ACCOUNT_LIMIT]))).toMatchObject({ reason: "throttled" });
  });

  it("checks no more than 10 of 30 parallel guesses from one address at one account", async () => {
    const user = await newUser();
    const wide = createDb(inject("databaseUrl"), 10);
    const address = newAddress();
    try {
      const guesses = Array.from({ length: 30 }, (_, i) => authenticate(wide.db, limiter, attempt(user.email, `guess-${i}`, address)));
      const results = await Promise.all(guesses);
      expect(results.filter((result) => !result.ok && result.reason === "invalid")).toHaveLength(PER_ADDRESS_LIMIT);
      expect(results.filter((result) => !result.ok && result.reason === "throttled")).toHaveLength(30 - PER_ADDRESS_LIMIT);
    } finally {
      await wide.sql.end();
    }
  });

  it("does not count successful sign-ins against the account", async () => {
    const user = await newUser();
    for (let i = 0; i < PER_ADDRESS_LIMIT + 2; i++) {
      expect(await authenticate(db, limiter, attempt(user.email, password, `10.7.${i}.1`))).toMatchObject({ ok: true });
    }
  });

  it("throttles an IP after 10 failures across accounts", async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    for (let i = 0; i < RATE_LIMITS.signInsPerIp.points; i++) await authenticate(db, limiter, attempt(uniqueEmail(), "wrong", ip));
    const user = await newUser();
    expect(await authenticate(db, limiter, attempt(user.email, password, ip))).toEqual({ ok: false, reason: "throttled", limit: "signInsPerIp" });
    expect(await authenticate(db, limiter, attempt(user.email, password, "198.51.100.7"))).toMatchObject({ ok: true });
  });
});

describe("[account] user info and settings", () => {
  it("updates username and bio, and refuses a username someone else has, whatever its case", async () => {
    const a = await newUser();
    const b = await newUser();
    const name = `Agent_${a.id.slice(0, 8)}`;
    await updateUsername(db, a.id, name);
    await updateBio(db, a.id, { bio: "Listing agent in Oakland" });
    expect(await getUserProfile(db, a.id)).toMatchObject({
      anonymousUsername: name,
      bio: "Listing agent in Oakland",
      email: a.email,
    });

    for (const taken of [name, name.toLowerCase(), name.toUpperCase()]) {
      const error = await updateUsername(db, b.id, taken).catch((e) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "conflict", message: "That username is already taken" });
    }
    expect((await getUserProfile(db, b.id)).anonymousUsername).toBe(b.anonymousUsername);
  });

  it("lets a user change only the case of their own name", async () => {
    const a = await newUser();
    await updateUsername(db, a.id, a.anonymousUsername.toLowerCase());
    expect((await getUserProfile(db, a.id)).anonymousUsername).toBe(a.anonymousUsername.toLowerCase());
  });

  it("gives a race for one free name to exactly one of ten users", async () => {
    const racers = await Promise.all(Array.from({ length: 10 }, () => newUser()));
    const name = `Race_${racers[0].id.slice(0, 8)}`;
    const results = await Promise.allSettled(
      racers.map((user, index) => updateUsername(db, user.id, index % 2 ? name.toLowerCase() : name)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "conflict" });
    }
  });

  it("saves the marketing-email and new-images-private choices, both on by default", async () => {
    const user = await newUser();
    expect(await getUserProfile(db, user.id)).toMatchObject({ marketingEmails: true, newImagesPrivate: true });
    await updateUserSettings(db, user.id, { marketingEmails: false, newImagesPrivate: false });
    expect(await getUserProfile(db, user.id)).toMatchObject({ marketingEmails: false, newImagesPrivate: false });
  });
});
