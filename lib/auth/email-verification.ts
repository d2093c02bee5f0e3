import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { APP_NAME } from "@/lib/constants";
import { queueAccountEmail } from "@/lib/email/queue-account-email";
import { signToken, verifyToken } from "./signed-token";
import { daysAfter } from "@/lib/time/durations";

const PURPOSE = "email-verify";
const LINK_DAYS = 7;

/**
 * Queues the verification e-mail in the notification outbox, so it goes out through the
 * configured transport (and shows in /dev/outbox locally). The token names the user and
 * the address, so a link for an old address verifies nothing.
 */
export async function sendVerificationEmail(db: Db, user: { id: string; email: string }, appUrl: string, now = new Date()): Promise<void> {
  const token = signToken({ purpose: PURPOSE, subject: `${user.id}:${user.email}`, expiresAt: daysAfter(now, LINK_DAYS) });
  const content = {
    subject: `Verify your e-mail address for ${APP_NAME}`,
    heading: "Please verify your e-mail address",
    paragraphs: [
      `Confirm that ${user.email} is yours, so booking notices and password help reach you.`,
      `The link works for ${LINK_DAYS} days. Everything in ${APP_NAME} stays usable meanwhile.`,
    ],
    links: [{ label: "Verify e-mail address", href: `${appUrl}/verify-email/${token}` }],
    footer: `${APP_NAME} sent this because an account was registered with this address.`,
  };
  await queueAccountEmail(db, { accountId: user.id, kind: "email_verification", to: user.email, content });
}

/** Marks the address verified when the link is genuine, unexpired and still names the account's address. */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<boolean> {
  const subject = verifyToken(token, PURPOSE, now);
  if (!subject) return false;
  const separator = subject.indexOf(":");
  const [userId, email] = [subject.slice(0, separator), subject.slice(separator + 1)];
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)));
  const [user] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(and(eq(users.id, userId), eq(users.email, email)));
  return Boolean(user?.verifiedAt);
}

export async function isEmailVerified(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(user?.verifiedAt);
}
