import { CAMEL_KEYS_ONLY } from "@/lib/api/contract";
import type { DayOption } from "@/lib/bookings/day-options";

/** The property's bookable days as they are now, or null when the answer does not come (the page's days stay). */
export async function loadFreshDays(propertyId: string): Promise<DayOption[] | null> {
  try {
    const response = await fetch(`/api/showbook/public/property/${encodeURIComponent(propertyId)}/slots`, { cache: "no-store", headers: CAMEL_KEYS_ONLY });
    return response.ok ? ((await response.json()) as { days: DayOption[] }).days : null;
  } catch {
    return null;
  }
}
