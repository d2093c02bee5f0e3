import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentScope } from "@/lib/auth/scope";
import { notifications, users } from "@/db/schema";
import { isEmailVerified, sendVerificationEmail, verifyEmail } from "@/lib/auth/email-verification";
import { deliverNotification } from "@/lib/notifications/deliver-notification";
import { listOutbox } from "@/lib/notifications/list-outbox";
import { localEmail, localLetters, localSms } from "@/lib/notifications/providers/local";
import { createAgent } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const NOW = new Date("2030-05-06T12:00:00Z");

async function sentLink(user: { id: string; email: string }) {
  await sendVerificationEmail(db, user, "http://localhost:3000", NOW);
  const [row] = await db.select().from(notifications).where(eq(notifications.agentId, user.id));
  return { row, token: /\/verify-email\/(\S+)/.exec(row.body)![1] };
}

describe("[account] e-mail verification", () => {
  it("queues the link in the outbox, where the local transport delivers it and the agent's outbox shows it", async () => {
    const user = await createAgent(db);
    const { row } = await sentLink(user);
    expect(row).toMatchObject({ bookingId: null, kind: "email_verification", channel: "email", recipientAddress: user.email, status: "queued" });
    expect(await deliverNotification(db, { email: localEmail, sms: localSms, mail: localLetters }, row.id)).toBe("delivered");
    const outbox = await listOutbox(db, agentScope(user.id));
    expect(outbox.messages.map((entry) => entry.notification.id)).toEqual([row.id]);
  });

  it("verifies the address with the link, and only with a genuine one", async () => {
    const user = await createAgent(db);
    const { token } = await sentLink(user);
    expect(await isEmailVerified(db, user.id)).toBe(false);
    expect(await verifyEmail(db, `${token.slice(0, -2)}xx`, NOW)).toBe(false);
    expect(await verifyEmail(db, token, new Date(+NOW + 8 * 86_400_000))).toBe(false);
    expect(await isEmailVerified(db, user.id)).toBe(false);
    expect(await verifyEmail(db, token, NOW)).toBe(true);
    expect(await verifyEmail(db, token, NOW)).toBe(true);
    expect(await isEmailVerified(db, user.id)).toBe(true);
  });

  it("does not verify a changed address with the old address's link", async () => {
    const user = await createAgent(db);
    const { token } = await sentLink(user);
    await db.update(users).set({ email: `changed-${user.email}` }).where(eq(users.id, user.id));
    expect(await verifyEmail(db, token, NOW)).toBe(false);
  });
});
