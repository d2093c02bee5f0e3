import type { ErrorCode, FieldIssues } from "@/lib/errors";

// Without zod, unlike the rest of the client (client.ts): forms import these with the page.

/** A route's refusal, as the client sees it: the spec's message, its code, and the fields it concerns. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | "invalid_answer",
    readonly issues: FieldIssues = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A dashboard call refused because the session ended; the person has already been offered sign-in. */
export class SessionExpiredError extends ApiError {
  constructor(message: string) {
    super(message, 401, "unauthorized");
    this.name = "SessionExpiredError";
  }
}

export const isSessionExpired = (error: unknown) => error instanceof SessionExpiredError;
