import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { landlords, properties, type Landlord } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { isUuid, ownedBy, type ActingUser } from "@/lib/properties/access";
import { ownerCopy } from "@/lib/properties/contact-copies";
import { clearedOwnerFields } from "@/lib/properties/update-property";
import type { OwnerInput } from "./schemas";

const NOT_FOUND = "Owner not found";

export async function listOwners(db: Db, user: ActingUser): Promise<Landlord[]> {
  return db
    .select()
    .from(landlords)
    .where(ownedBy(landlords.agentId, user))
    .orderBy(asc(landlords.companyName), asc(landlords.lastName), asc(landlords.firstName));
}

export async function createOwner(db: Db, user: ActingUser, input: OwnerInput): Promise<Landlord> {
  const [owner] = await db
    .insert(landlords)
    .values({ ...input, agentId: user.id })
    .returning();
  return owner;
}

const ownerWhere = (user: ActingUser, id: string) => and(eq(landlords.id, id), ownedBy(landlords.agentId, user));

/** Updates the owner and the copies of its details on the properties it is linked to. */
export async function updateOwner(db: Db, user: ActingUser, id: string, input: OwnerInput): Promise<Landlord> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .update(landlords)
      .set({ ...input, updatedAt: new Date() })
      .where(ownerWhere(user, id))
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
export async function deleteOwner(db: Db, user: ActingUser, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: landlords.id }).from(landlords).where(ownerWhere(user, id));
    if (!owner) throw new AppError("not_found", NOT_FOUND);
    await tx
      .update(properties)
      .set({ ...clearedOwnerFields, updatedAt: new Date() })
      .where(eq(properties.landlordId, owner.id));
    await tx.delete(landlords).where(eq(landlords.id, owner.id));
  });
}
