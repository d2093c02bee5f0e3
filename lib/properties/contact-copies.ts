import type { Landlord, NewProperty, Resident } from "@/db/schema";

// A property keeps copies of its owner's and resident's contact details: notices and the
// public pages read them from the property alone.

export const ownerCopy = (owner: Landlord) =>
  ({
    ownerType: owner.isCompany ? "entity" : "individual",
    ownerFirstName: owner.firstName,
    ownerLastName: owner.lastName,
    ownerEntityName: owner.companyName,
    ownerEntityType: owner.isCompany ? "company" : "",
    ownerPhone: owner.phone,
    ownerEmail: owner.email,
  }) satisfies Partial<NewProperty>;

export const residentCopy = (resident: Resident) =>
  ({
    residentFirstName: resident.firstName,
    residentLastName: resident.lastName,
    residentPhone: resident.phone,
    residentEmail: resident.email,
  }) satisfies Partial<NewProperty>;
