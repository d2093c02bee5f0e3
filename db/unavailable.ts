/**
 * Failures that say the database cannot be reached now (down, restarting, or the connection
 * broke), as postgres-js, node-postgres and PostgreSQL report them, also when Drizzle wraps
 * them: a request failing so gets a 503 with Retry-After, not a 500.
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // postgres-js
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // PostgreSQL: shutting down, crashed, starting up or in recovery, too many connections
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** node-postgres reports these without a code. */
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    // Class 08: connection exceptions.
    if (typeof code === "string" && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
