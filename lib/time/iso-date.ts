const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// PostgreSQL has no year 0, and JavaScript reads years below 100 as 19xx: dates outside
// these years are refused as input rather than failing in a query.
const MIN_YEAR = 1900;
const MAX_YEAR = 2999;

/** A real calendar date written YYYY-MM-DD (rejects 2026-02-30), in the years 1900 to 2999. */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}
