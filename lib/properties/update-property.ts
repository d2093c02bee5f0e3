import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { landlords, properties, propertyPeople, propertyWithPeople, residents, type NewProperty, type Property } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { inScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { notArchived } from "./archived";
import { confirmationRulesProblem } from "./confirmation-rules";
import { composeFullAddress } from "./format";
import { getProperty, type PropertyListItem } from "./list-properties";
import type { UpdatePropertyInput } from "./schemas";
import { timezoneForState } from "./states";

/** A property whose owner is unlinked (or deleted). */
export const clearedOwnerFields = { landlordId: null } satisfies Partial<NewProperty>;

/** A property whose resident is unlinked (or deleted): vacant. */
export const clearedResidentFields = { residentId: null, residentType: null, occupancyStatus: "vacant" } satisfies Partial<NewProperty>;

// Owners and residents belong to the property's agent; linking one of another agent's is refused.
async function ownerFields(db: Db, property: Property, landlordId: string | null): Promise<Partial<NewProperty>> {
  if (landlordId === null) return clearedOwnerFields;
  const [owner] = await db
    .select()
    .from(landlords)
    .where(and(eq(landlords.id, landlordId), eq(landlords.agentId, property.agentId)));
  if (!owner) throw new AppError("not_found", "Owner not found");
  return { landlordId: owner.id };
}

async function residentFields(db: Db, property: Property, residentId: string | null): Promise<Partial<NewProperty>> {
  if (residentId === null) return clearedResidentFields;
  const [resident] = await db
    .select()
    .from(residents)
    .where(and(eq(residents.id, residentId), eq(residents.agentId, property.agentId)));
  if (!resident) throw new AppError("not_found", "Resident not found");
  return { residentId: resident.id, residentType: "tenant", occupancyStatus: "resident" };
}

export async function updateProperty(
  db: Db,
  scope: Scope,
  id: string,
  { landlordId, residentId, ...input }: UpdatePropertyInput,
): Promise<PropertyListItem> {
  const [current] = isUuid(id)
    ? await db
        .select()
        .from(properties)
        .where(and(eq(properties.id, id), inScope(properties.agentId, scope, properties.id), notArchived))
    : [];
  if (!current) throw new AppError("not_found", "Property not found");

  const address = {
    addressLine1: input.addressLine1 ?? current.addressLine1,
    unitNumber: input.unitNumber ?? current.unitNumber,
    city: input.city ?? current.city,
    state: input.state ?? current.state,
    zipCode: input.zipCode ?? current.zipCode,
  };
  const changes: Partial<NewProperty> = {
    ...input,
    ...address,
    fullAddress: composeFullAddress(address),
    timezone: timezoneForState(address.state),
    ...(landlordId !== undefined ? await ownerFields(db, current, landlordId) : {}),
    ...(residentId !== undefined ? await residentFields(db, current, residentId) : {}),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx.update(properties).set(changes).where(eq(properties.id, current.id));
    // The confirmers must be on the listing as it now is: named now, or kept while an owner or resident is removed.
    const [changed] = await tx
      .select(propertyWithPeople)
      .from(properties)
      .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
      .where(eq(properties.id, current.id));
    const problem = confirmationRulesProblem(changed, changed.confirmations);
    if (problem) throw new AppError("bad_request", problem, { confirmations: [problem] });
  });
  return getProperty(db, scope, current.id, new Date());
}
