import postgres from "postgres";

/** A database URL fit for a log: without its password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    parsed.searchParams.delete("password");
    return parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, "@");
  }
}

/** Node gives a refused connection to "localhost" (both ::1 and 127.0.0.1) an empty message and a code. */
const reason = (error: unknown) =>
  (error instanceof Error && (error.message || (error as NodeJS.ErrnoException).code)) || String(error);

/**
 * Connects once to the database at `url`, so that one which cannot be reached stops the
 * start with where it is (no password), why, and what to check, instead of the first
 * migration's failed query.
 */
export async function checkDatabaseReachable(url: string, timeoutSeconds = 10): Promise<void> {
  const sql = postgres(url, { max: 1, connect_timeout: timeoutSeconds, onnotice: () => {} });
  try {
    await sql`select 1`;
  } catch (error) {
    throw new Error(
      `The database at ${withoutPassword(url)} cannot be reached: ${reason(error)}. ` +
        "Check that PostgreSQL runs there and accepts connections from this machine, and that DATABASE_URL " +
        "(host, port, user, password, database name) is right; or unset DATABASE_URL to use the embedded PostgreSQL.",
    );
  } finally {
    await sql.end({ timeout: 1 });
  }
}
