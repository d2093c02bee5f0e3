import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { landlords } from "@/db/schema";
import { verifyToken } from "@/lib/auth/signed-token";
import { OWNER_OPT_OUT_PURPOSE } from "@/lib/notifications/write-booking-notifications";

/** The owner's click on "Stop showing notices": true when the signed link named an owner, who is now opted out. */
export async function optOutOfShowingNotices(db: Db, token: string, now = new Date()): Promise<boolean> {
  const landlordId = verifyToken(token, OWNER_OPT_OUT_PURPOSE, now);
  if (!landlordId) return false;
  const updated = await db
    .update(landlords)
    .set({ showingNotices: false, updatedAt: now })
    .where(eq(landlords.id, landlordId))
    .returning({ id: landlords.id });
  return updated.length > 0;
}
