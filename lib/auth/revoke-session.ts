import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sessions } from "@/db/schema";

/** Closes a server-side session, so its JWT no longer signs anyone in anywhere. */
export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
