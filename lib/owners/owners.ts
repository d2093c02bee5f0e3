import { asc } from "drizzle-orm";
import { landlords, properties } from "@/db/schema";
import { linkedPeople } from "@/lib/properties/linked-people";
import { clearedOwnerFields } from "@/lib/properties/update-property";
import type { OwnerInput } from "./schemas";

/** Owners (`landlords`): deleting one unlinks it from its properties. */
const owners = linkedPeople<typeof landlords, OwnerInput>({
  table: landlords,
  link: properties.landlordId,
  cleared: clearedOwnerFields,
  order: (table) => [asc(table.companyName), asc(table.lastName), asc(table.firstName)],
  notFound: "Owner not found",
});

export const { list: listOwners, create: createOwner, update: updateOwner, remove: deleteOwner } = owners;
