import { lazyToast } from "@/lib/lazy-toast";
import { loginPromptFor } from "./login-prompt";

/** A dashboard call refused because the session ended; the person has already been offered sign-in. */
export class SessionExpiredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SessionExpiredError";
  }
}

export const isSessionExpired = (error: unknown) => error instanceof SessionExpiredError;

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

/**
 * Calls one of the app's routes with a JSON body, or a FormData one (an upload); a failure
 * throws with the route's error message (spec §8).
 */
export async function apiRequest<T>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    headers: body === undefined || form ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (response.status === 401) {
    const message = loginPromptFor(method, url);
    offerSignIn(message);
    throw new SessionExpiredError(message);
  }
  if (!response.ok) throw new Error(data.error ?? `HTTP ${response.status}`);
  return data as T;
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : "Request failed");

/** Creates a record (POST to the collection) or updates one (PUT to collection/id), returning the answer's `key`. */
export async function saveRecord<T>(collection: string, key: string, id: string | undefined, input: unknown): Promise<T> {
  const data = await apiRequest<Record<string, T>>(id ? "PUT" : "POST", id ? `${collection}/${id}` : collection, input);
  return data[key];
}
