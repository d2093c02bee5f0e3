import type { Db } from "@/db/client";
import { AppError, notFound } from "@/lib/errors";
import { PROPERTY_NOT_FOUND, PROPERTY_UNAVAILABLE_MESSAGE } from "@/lib/properties/unavailable-messages";
import { findPropertyIncludingArchived, type BookableProperty } from "./public-property";

/** The property a booking is for; unknown ids are 404, unlisted and archived properties take no bookings. */
export async function requireBookableProperty(db: Db, idOrSlug: string): Promise<BookableProperty> {
  const found = await findPropertyIncludingArchived(db, idOrSlug);
  if (!found) throw notFound(PROPERTY_NOT_FOUND);
  if (found.archived || found.property.status !== "listed") throw new AppError("conflict", PROPERTY_UNAVAILABLE_MESSAGE);
  return found.property;
}
