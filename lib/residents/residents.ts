import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { properties, residents, type Resident } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { inScope, type AgentScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { residentCopy } from "@/lib/properties/contact-copies";
import { clearedResidentFields } from "@/lib/properties/update-property";
import type { ResidentInput } from "./schemas";

const NOT_FOUND = "Resident not found";

export async function listResidents(db: Db, scope: Scope): Promise<Resident[]> {
  return db
    .select()
    .from(residents)
    .where(inScope(residents.agentId, scope))
    .orderBy(asc(residents.lastName), asc(residents.firstName));
}

export async function createResident(db: Db, scope: AgentScope, input: ResidentInput): Promise<Resident> {
  const [resident] = await db
    .insert(residents)
    .values({ ...input, agentId: scope.userId })
    .returning();
  return resident;
}

const residentWhere = (scope: Scope, id: string) => and(eq(residents.id, id), inScope(residents.agentId, scope));

/** Updates the resident and the copies of its details on the properties it lives in. */
export async function updateResident(db: Db, scope: Scope, id: string, input: ResidentInput): Promise<Resident> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  return db.transaction(async (tx) => {
    const [resident] = await tx
      .update(residents)
      .set({ ...input, updatedAt: new Date() })
      .where(residentWhere(scope, id))
      .returning();
    if (!resident) throw new AppError("not_found", NOT_FOUND);
    await tx
      .update(properties)
      .set({ ...residentCopy(resident), updatedAt: new Date() })
      .where(eq(properties.residentId, resident.id));
    return resident;
  });
}

/** Deletes the resident; the properties it lived in become vacant. */
export async function deleteResident(db: Db, scope: Scope, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  await db.transaction(async (tx) => {
    const [resident] = await tx.select({ id: residents.id }).from(residents).where(residentWhere(scope, id));
    if (!resident) throw new AppError("not_found", NOT_FOUND);
    await tx
      .update(properties)
      .set({ ...clearedResidentFields, updatedAt: new Date() })
      .where(eq(properties.residentId, resident.id));
    await tx.delete(residents).where(eq(residents.id, resident.id));
  });
}
