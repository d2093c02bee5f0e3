export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable_entity: 422,
  rate_limit_exceeded: 429,
  internal_server_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldIssues = Record<string, string[]>;

/**
 * Marks AppErrors by a registry symbol, the same in every copy of this module: the production
 * build gives a module one identity per route bundle, so an AppError thrown by code another
 * bundle loaded first (a limiter kept on globalThis) is not `instanceof` this bundle's class.
 */
const APP_ERROR_BRAND = Symbol.for("showbook.AppError");

/**
 * A failure a domain function can raise; the route wrapper turns it into `{ error, code, issues? }`.
 * Recognise one with `isAppError`, never `instanceof` (see APP_ERROR_BRAND).
 */
export class AppError extends Error {
  readonly [APP_ERROR_BRAND] = true;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssues,
    /** For rate_limit_exceeded and service_unavailable: seconds until a retry can succeed (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** Whether `error` is an AppError, whichever copy of this module made it. */
export function isAppError(error: unknown): error is AppError {
  if (typeof error !== "object" || error === null) return false;
  const { [APP_ERROR_BRAND]: brand, code } = error as { [APP_ERROR_BRAND]?: unknown; code?: unknown };
  return brand === true && typeof code === "string" && Object.hasOwn(errorStatus, code);
}

export const notFound = (message = "Not found") => new AppError("not_found", message);

/** Seconds a client is asked to wait while the database cannot be reached (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 of a request that needed the database while it could not be reached. */
export const databaseUnavailable = () =>
  new AppError(
    "service_unavailable",
    "Showbook cannot reach its database just now. Please try again in a few seconds.",
    undefined,
    DATABASE_RETRY_AFTER_SECONDS,
  );

export const NOT_SIGNED_IN_MESSAGE = "No authenticated user found";
