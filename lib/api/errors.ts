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
    /** For rate_limit_exceeded: seconds until a retry can succeed (sent as Retry-After). */
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

export const NOT_SIGNED_IN_MESSAGE = "No authenticated user found";
