import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { landlords, properties, type Landlord } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { inScope, type AgentScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { ownerCopy } from "@/lib/properties/contact-copies";
import { clearedOwnerFields } from "@/lib/properties/update-property";
import type { OwnerInput } from "./schemas";

const NOT_FOUND = "Owner not found";

export async function listOwners(db: Db, scope: Scope): Promise<Landlord[]> {
  return db
    .select()
    .from(landlords)
    .where(inScope(landlords.agentId, scope))
    .orderBy(asc(landlords.companyName), asc(landlords.lastName), asc(landlords.firstName));
}

export async function createOwner(db: Db, scope: AgentScope, input: OwnerInput): Promise<Landlord> {
  const [owner] = await db
    .insert(landlords)
    .values({ ...input, agentId: scope.userId })
    .returning();
  return owner;
}

const ownerWhere = (scope: Scope, id: string) => and(eq(landlords.id, id), inScope(landlords.agentId, scope));

/** Updates the owner and the copies of its details on the properties it is linked to. */
export async function updateOwner(db: Db, scope: Scope, id: string, input: OwnerInput): Promise<Landlord> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .update(landlords)
      .set({ ...input, updatedAt: new Date() })
      .where(ownerWhere(scope, id))
      .returning();
    if (!owner) throw new AppError("not_found", NOT_FOUND);
    await tx
      .update(properties)
      .set({ ...ownerCopy(owner), updatedAt: new Date() })
      .where(eq(properties.landlordId, owner.id));
    return owner;
  });
}

/** Deletes the owner and disconnects it from its properties. */
export async function deleteOwner(db: Db, scope: Scope, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: landlords.id }).from(landlords).where(ownerWhere(scope, id));
    if (!owner) throw new AppError("not_found", NOT_FOUND);
    await tx
      .update(properties)
      .set({ ...clearedOwnerFields, updatedAt: new Date() })
      .where(eq(properties.landlordId, owner.id));
    await tx.delete(landlords).where(eq(landlords.id, owner.id));
  });
}
