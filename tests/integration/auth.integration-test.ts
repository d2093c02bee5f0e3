import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { authenticate } from "@/lib/auth/authenticate";
import { LOGIN_FAILURE_LIMIT } from "@/lib/auth/throttle";
import { getUserProfile, registerUser, updateUserInfo, updateUserSettings } from "@/lib/auth/users";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();
const password = "correct horse battery";

async function newUser(email = uniqueEmail()) {
  return registerUser(db, { email, password, anonymousUsername: generateAnonymousUsername() });
}

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
    const ok = await authenticate(db, attempt(user.email.toUpperCase(), password));
    expect(ok).toMatchObject({ ok: true, user: { id: user.id } });

    const wrong = await authenticate(db, attempt(user.email, "nope"));
    const unknown = await authenticate(db, attempt(uniqueEmail(), "nope"));
    expect(wrong).toEqual({ ok: false, reason: "invalid" });
    expect(unknown).toEqual(wrong);
  });

  it("throttles an account after 10 failures, even with the right password", async () => {
    const user = await newUser();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(await authenticate(db, attempt(user.email, "wrong", `10.9.${i}.1`))).toMatchObject({ reason: "invalid" });
    }
    expect(await authenticate(db, attempt(user.email, password, "10.9.99.1"))).toEqual({ ok: false, reason: "throttled" });
  });

  it("throttles an IP after 10 failures across accounts", async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await authenticate(db, attempt(uniqueEmail(), "wrong", ip));
    const user = await newUser();
    expect(await authenticate(db, attempt(user.email, password, ip))).toEqual({ ok: false, reason: "throttled" });
    expect(await authenticate(db, attempt(user.email, password, "198.51.100.7"))).toMatchObject({ ok: true });
  });
});

describe("[account] user info and settings", () => {
  it("updates username and bio, and refuses a username someone else has", async () => {
    const a = await newUser();
    const b = await newUser();
    await updateUserInfo(db, a.id, { newUsername: `agent_${a.id.slice(0, 8)}`, bio: "Listing agent in Oakland" });
    expect(await getUserProfile(db, a.id)).toMatchObject({ bio: "Listing agent in Oakland", email: a.email });

    const error = await updateUserInfo(db, b.id, { newUsername: `agent_${a.id.slice(0, 8)}`, bio: "" }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe("conflict");
    expect((await getUserProfile(db, b.id)).anonymousUsername).toBe(b.anonymousUsername);
  });

  it("saves the marketing-email choice", async () => {
    const user = await newUser();
    await updateUserSettings(db, user.id, { marketingEmails: false });
    expect((await getUserProfile(db, user.id)).marketingEmails).toBe(false);
  });
});
