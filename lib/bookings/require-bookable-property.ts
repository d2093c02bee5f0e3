import type { Db } from "@/db/client";
import { AppError, notFound } from "@/lib/errors";
import { findPropertyIncludingArchived, type BookableProperty } from "./public-property";

export const PROPERTY_NOT_FOUND =
  "Property not found. This property may have been removed or the booking link may be invalid.";

export const PROPERTY_UNAVAILABLE_MESSAGE = "This property is no longer available for showings";

/** The property a booking is for; unknown ids are 404, unlisted and archived properties take no bookings. */
export async function requireBookableProperty(db: Db, idOrSlug: string): Promise<BookableProperty> {
  const found = await findPropertyIncludingArchived(db, idOrSlug);
  if (!found) throw notFound(PROPERTY_NOT_FOUND);
  if (found.archived || found.property.status !== "listed") throw new AppError("conflict", PROPERTY_UNAVAILABLE_MESSAGE);
  return found.property;
}
