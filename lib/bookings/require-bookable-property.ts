import type { Db } from "@/db/client";
import { AppError, notFound } from "@/lib/api/errors";
import { findPublicProperty, type BookableProperty } from "./public-property";

export const PROPERTY_NOT_FOUND =
  "Property not found. This property may have been removed or the booking link may be invalid.";

/** The property a booking is for; unknown ids are 404, unlisted properties take no bookings. */
export async function requireBookableProperty(db: Db, idOrSlug: string): Promise<BookableProperty> {
  const property = await findPublicProperty(db, idOrSlug);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (property.status !== "listed") {
    throw new AppError("conflict", "This property is no longer available for showings");
  }
  return property;
}
