import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { officeMembers, offices } from "@/db/schema";
import type { OfficeRole } from "@/lib/vocabulary/office-roles";

export type OfficeHeader = { name: string; role: OfficeRole; hasLogo: boolean; logoVersion: string };

/** What the dashboard's header shows of the signed-in person's office, or null without one. */
export async function officeHeaderOf(db: DbOrTx, userId: string): Promise<OfficeHeader | null> {
  const [row] = await db
    .select({ name: offices.name, role: officeMembers.role, logoKey: offices.logoKey, updatedAt: offices.updatedAt })
    .from(officeMembers)
    .innerJoin(offices, eq(offices.id, officeMembers.officeId))
    .where(eq(officeMembers.userId, userId));
  if (!row) return null;
  return { name: row.name, role: row.role, hasLogo: row.logoKey !== null, logoVersion: String(row.updatedAt.getTime()) };
}
