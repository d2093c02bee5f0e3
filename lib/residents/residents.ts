import { asc } from "drizzle-orm";
import { properties, residents } from "@/db/schema";
import { linkedPeople } from "@/lib/properties/linked-people";
import { clearedResidentFields } from "@/lib/properties/update-property";
import type { ResidentInput } from "./schemas";

/** Residents: deleting one leaves the properties it lived in vacant. */
const people = linkedPeople<typeof residents, ResidentInput>({
  table: residents,
  link: properties.residentId,
  cleared: clearedResidentFields,
  order: (table) => [asc(table.lastName), asc(table.firstName)],
  notFound: "Resident not found",
});

export const { list: listResidents, create: createResident, update: updateResident, remove: deleteResident } = people;
