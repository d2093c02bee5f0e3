import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { landlords, properties, residents, type NewProperty, type Property } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { inScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { notArchived } from "./archived";
import { ownerCopy, residentCopy } from "./contact-copies";
import { confirmationRulesProblem } from "./confirmation-rules";
import { composeFullAddress } from "./format";
import { getProperty, type PropertyListItem } from "./list-properties";
import type { UpdatePropertyInput } from "./schemas";
import { timezoneForState } from "./states";

export const clearedOwnerFields = {
  landlordId: null,
  ownerType: null,
  ownerFirstName: "",
  ownerLastName: "",
  ownerEntityName: "",
  ownerEntityType: "",
  ownerPhone: "",
  ownerEmail: "",
} satisfies Partial<NewProperty>;

export const clearedResidentFields = {
  residentId: null,
  residentType: null,
  residentFirstName: "",
  residentLastName: "",
  residentPhone: "",
  residentEmail: "",
  occupancyStatus: "vacant",
} satisfies Partial<NewProperty>;

// Owners and residents belong to the property's agent; linking one of another agent's is refused.
async function ownerFields(db: Db, property: Property, landlordId: string | null): Promise<Partial<NewProperty>> {
  if (landlordId === null) return clearedOwnerFields;
  const [owner] = await db
    .select()
    .from(landlords)
    .where(and(eq(landlords.id, landlordId), eq(landlords.agentId, property.agentId)));
  if (!owner) throw new AppError("not_found", "Owner not found");
  return { landlordId: owner.id, ...ownerCopy(owner) };
}

async function residentFields(db: Db, property: Property, residentId: string | null): Promise<Partial<NewProperty>> {
  if (residentId === null) return clearedResidentFields;
  const [resident] = await db
    .select()
    .from(residents)
    .where(and(eq(residents.id, residentId), eq(residents.agentId, property.agentId)));
  if (!resident) throw new AppError("not_found", "Resident not found");
  return { residentId: resident.id, residentType: "tenant", ...residentCopy(resident), occupancyStatus: "resident" };
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
  // The confirmers must be on the listing as it will be: named now, or kept while an owner or resident is removed.
  const problem = confirmationRulesProblem({ ...current, ...changes }, changes.confirmations ?? current.confirmations);
  if (problem) throw new AppError("bad_request", problem, { confirmations: [problem] });
  await db.update(properties).set(changes).where(eq(properties.id, current.id));
  return getProperty(db, scope, current.id, new Date());
}
