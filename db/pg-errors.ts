import { AppError } from "@/lib/errors";

type PgError = { code?: string; constraint_name?: string; cause?: unknown };

/** The PostgreSQL error behind a failure, also when Drizzle wraps it in its own error. */
function pgError(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth += 1) {
    const candidate = current as PgError;
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** A write lost to the bookings_no_overlap exclusion constraint. */
export const isOverlapViolation = (error: unknown) => pgError(error)?.code === "23P01";

/**
 * A statement PostgreSQL aborted to break a deadlock (40P01). Racing writes of overlapping
 * periods can wait on each other: each checks the exclusion constraint against the other's
 * uncommitted row, and one of them is aborted.
 */
export const isDeadlock = (error: unknown) => pgError(error)?.code === "40P01";

export const isUniqueViolation = (error: unknown, constraint: string) => {
  const pg = pgError(error);
  return pg?.code === "23505" && pg.constraint_name === constraint;
};

/** Runs a write, turning a violation of the unique `indexName` into a 409 whose message also marks the email field. */
export async function rejectingDuplicateEmail<T>(indexName: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, indexName)) throw new AppError("conflict", message, { email: [message] });
    throw error;
  }
}
