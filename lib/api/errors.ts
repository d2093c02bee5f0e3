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

/** A failure a domain function can raise; the route wrapper turns it into `{ error, code, issues? }`. */
export class AppError extends Error {
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

export const notFound = (message = "Not found") => new AppError("not_found", message);

export const NOT_SIGNED_IN_MESSAGE = "No authenticated user found";
