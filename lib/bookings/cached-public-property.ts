import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/db/client";
import { findPublicProperty } from "./public-property";

const PUBLIC_PROPERTY_TAG = "public-property";

/**
 * The booking page's property, cached by id or slug. Every change to what it shows (the
 * property, its occupancy, the agent's public profile) expires the tag; the time limit bounds
 * staleness in other server processes, whose in-memory caches a tag expiry does not reach.
 * Availability is never cached, and holds re-read the property from the database.
 */
export const findCachedPublicProperty = (idOrSlug: string) =>
  unstable_cache(() => findPublicProperty(getDb(), idOrSlug), ["public-property", idOrSlug], {
    tags: [PUBLIC_PROPERTY_TAG],
    revalidate: 60,
  })();

/** Call from the route handler or server action that changed a property's public data. */
export function expirePublicProperties() {
  revalidateTag(PUBLIC_PROPERTY_TAG, { expire: 0 });
}
