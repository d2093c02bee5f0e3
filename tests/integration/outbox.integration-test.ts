import { describe, expect, it } from "vitest";
import { notifications } from "@/db/schema";
import { agentScope } from "@/lib/auth/scope";
import { listOutbox } from "@/lib/notifications/list-outbox";
import { createAgent } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();

/** `count` e-mails to the agent, several written in the same microsecond, as a batch of notices is. */
async function writeMessages(agentId: string, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({
    agentId,
    kind: "new_booking" as const,
    channel: "email" as const,
    recipientRole: "listing_agent" as const,
    recipientAddress: `agent-${index}@example.com`,
    template: "test",
    subject: `Message ${index}`,
    body: `Body ${index}`,
    createdAt: new Date(Date.UTC(2030, 4, 6, 12, Math.floor(index / 3))),
  }));
  return db.insert(notifications).values(rows).returning({ id: notifications.id, createdAt: notifications.createdAt });
}

describe("[outbox] the outbox comes a page at a time", () => {
  it("pages newest first, every message once though several share a time, and only the scope's own", async () => {
    const agent = await createAgent(db);
    const other = await createAgent(db);
    const written = await writeMessages(agent.id, 8);
    await writeMessages(other.id, 2);
    const newestFirst = written
      .toSorted((a, b) => +b.createdAt - +a.createdAt || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listOutbox(db, agentScope(agent.id), { cursor, limit: 3 });
      expect(page.messages.length).toBeLessThanOrEqual(3);
      seen.push(...page.messages.map((entry) => entry.notification.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst);
  });

  it("refuses a cursor it did not make", async () => {
    const agent = await createAgent(db);
    await expect(listOutbox(db, agentScope(agent.id), { cursor: "not-a-cursor" })).rejects.toMatchObject({ code: "bad_request" });
  });
});
