import "server-only";
import { unstable_cache } from "next/cache";
import { toDayOptions, type DayOption } from "./day-options";
import { getDb } from "@/db/client";
import { PUBLIC_PAGE_REVALIDATE_SECONDS, propertyPageTags } from "@/lib/page-cache/public-page-tags";
import { loadPropertyAvailability } from "./ledger/property-availability";
import type { BookableProperty } from "./public-property";

/** The bookable days of a property as the form shows them, now. */
export async function loadDayOptions(property: BookableProperty): Promise<DayOption[]> {
  const { days, availability } = await loadPropertyAvailability(getDb(), property);
  return toDayOptions(days, availability.timezone);
}

/**
 * The same, cached under the property's page tags: a page that renders them carries those tags,
 * so a booking, a schedule edit or a date override re-renders it (lib/page-cache).
 */
export const loadCachedDayOptions = (property: BookableProperty) =>
  unstable_cache(() => loadDayOptions(property), ["day-options", property.id], {
    tags: propertyPageTags(property),
    revalidate: PUBLIC_PAGE_REVALIDATE_SECONDS,
  })();
