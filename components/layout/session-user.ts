import { CAMEL_KEYS_ONLY } from "@/lib/api/contract";
import { useSyncExternalStore } from "react";

/**
 * Who is signed in, as prerendered pages show it (header, calls to action): asked for from the
 * browser, for display only. `undefined` until the answer comes.
 */
export type SessionUser = { label: string } | null | undefined;

let current: SessionUser = undefined;
// Who the server last said was signed in; a change of it is told to the other tabs.
let confirmed: SessionUser = undefined;
// Only the latest question's answer counts, and a sign-out outranks answers still on their way.
let asked = 0;
// Whether the visitor signed out (in this tab or another), rather than a question finding no session.
let signedOut = false;
const listeners = new Set<() => void>();

const identity = (user: SessionUser) => (user ? user.label : user);

// The tabs of this site tell each other when someone signs in or out, so none keeps showing the old state.
type SessionMessage = "signed-out" | "changed";
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("showbook-session");
channel?.addEventListener("message", (event: MessageEvent<SessionMessage>) => {
  if (event.data === "signed-out") forget();
  else void refreshSessionUser();
});
const tell = (message: SessionMessage) => channel?.postMessage(message);

function publish(user: SessionUser) {
  current = user;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server again (`/api/session`); a failed answer counts as signed out. */
export async function refreshSessionUser(): Promise<void> {
  const question = ++asked;
  let user: SessionUser = null;
  try {
    const response = await fetch("/api/session", { cache: "no-store", headers: CAMEL_KEYS_ONLY });
    if (response.ok) user = ((await response.json()) as { user: SessionUser }).user;
  } catch {
    // Unreachable: shown as signed out, and asked again on the next navigation.
  }
  if (question !== asked) return;
  if (confirmed !== undefined && identity(confirmed) !== identity(user)) tell("changed");
  confirmed = user;
  signedOut = false;
  publish(user);
}

function forget() {
  asked += 1;
  confirmed = null;
  signedOut = true;
  publish(null);
}

/** Forgets the visitor at once, when they sign out, in this tab and the others (one cookie signs them all in). */
export function forgetSessionUser() {
  forget();
  tell("signed-out");
}

export const useSessionUser = (): SessionUser => useSyncExternalStore(subscribe, () => current, () => undefined);

/**
 * Whether the visitor signed out here or in another tab. A session found ended (expired, or
 * ended on the server) is not a sign-out: the page and what was typed in it stay, and the next
 * action asks to log in.
 */
export const useSignedOut = (): boolean => useSyncExternalStore(subscribe, () => signedOut, () => false);
