/**
 * Exceptions to the weekly schedule by property-local date: a blocked date or range offers
 * no showings, special hours replace the weekday's hours on their dates. Dates are
 * "YYYY-MM-DD", times "HH:MM".
 */
export type DateOverride = {
  startDate: string;
  endDate: string;
  kind: "blocked" | "hours";
  startTime: string | null;
  endTime: string | null;
};

/** The override that rules a date, a block before special hours; null when the weekly schedule does. */
export function overrideOn<T extends DateOverride>(overrides: readonly T[] | undefined, date: string): T | null {
  let hours: T | null = null;
  for (const override of overrides ?? []) {
    if (date < override.startDate || date > override.endDate) continue;
    if (override.kind === "blocked") return override;
    hours ??= override;
  }
  return hours;
}
