import { completedQuerySchema, type CompletedQuery } from "./schemas";

const DEFAULTS = completedQuerySchema.parse({});

/** The search string of a completed-showings view, leaving out defaults so shared links stay short. */
export function completedSearch(query: CompletedQuery, overrides: Partial<CompletedQuery> = {}): string {
  const merged: Record<string, unknown> = { ...query, ...overrides };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === "" || value === DEFAULTS[key as keyof CompletedQuery]) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}
