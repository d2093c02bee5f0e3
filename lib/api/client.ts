import { z } from "zod";
import { lazyToast } from "@/lib/lazy-toast";
import { ApiError, SessionExpiredError } from "./api-error";
import { errorStatus, type ErrorCode } from "@/lib/errors";
import { loginPromptFor } from "./login-prompt";
import { CAMEL_KEYS_ONLY } from "./contract";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The one error shape every route answers with (lib/api/route.ts, `errorResponse`). */
const errorAnswerSchema = z.object({
  error: z.string(),
  code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]).optional(),
  issues: z.record(z.string(), z.array(z.string())).optional(),
});


export const INVALID_ANSWER_MESSAGE = "The server sent an answer this page does not understand. Please reload and try again.";

/**
 * Sign-in opens in a new tab and returns to this page there; this tab keeps whatever was
 * typed, and the action works again once the session is back.
 */
function offerSignIn(message: string) {
  const callbackUrl = `${window.location.pathname}${window.location.search}`;
  lazyToast("error", message, {
    id: "session-expired",
    duration: Infinity,
    description: "Your session ended. What you typed is still here: sign in, then try again.",
    action: { label: "Sign in", onClick: () => window.open(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`, "_blank", "noopener") },
  });
}

type Options<S extends z.ZodType | undefined> = {
  /** A JSON body, or FormData (an upload). */
  body?: unknown;
  /** The answer's schema (beside the route's input schema in `lib/<domain>/schemas.ts`); without one the answer is ignored. */
  answer?: S;
};

/**
 * The one way the browser calls the app's routes, asking for the app's field names only. The answer is parsed with `answer`, never
 * cast; a refusal throws an ApiError carrying the route's message (spec §8), `code` and
 * field `issues` (for `showServerError` to put on the fields); a 401 also offers sign-in.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  method: Method,
  url: string,
  { body, answer }: Options<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : void> {
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    headers: body === undefined || form ? CAMEL_KEYS_ONLY : { ...CAMEL_KEYS_ONLY, "Content-Type": "application/json" },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) {
    const message = loginPromptFor(method, url);
    offerSignIn(message);
    throw new SessionExpiredError(message);
  }
  if (!response.ok) {
    const refusal = errorAnswerSchema.safeParse(data);
    if (!refusal.success) throw new ApiError(`HTTP ${response.status}`, response.status, "internal_server_error");
    const { error, code, issues } = refusal.data;
    throw new ApiError(error, response.status, code ?? "internal_server_error", issues);
  }
  if (!answer) return undefined as S extends z.ZodType ? z.output<S> : void;
  const parsed = answer.safeParse(data);
  if (!parsed.success) throw new ApiError(INVALID_ANSWER_MESSAGE, response.status, "invalid_answer");
  return parsed.data as S extends z.ZodType ? z.output<S> : void;
}

export { errorMessage } from "./error-message";
export { ApiError, isApiError, isSessionExpired, SessionExpiredError } from "./api-error";
