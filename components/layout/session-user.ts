import { useSyncExternalStore } from "react";

/**
 * Who is signed in, as prerendered pages show it (header, calls to action): asked for from the
 * browser, for display only. `undefined` until the answer comes.
 */
export type SessionUser = { label: string } | null | undefined;

let current: SessionUser = undefined;
// Only the latest question's answer counts, and a sign-out outranks answers still on their way.
let asked = 0;
const listeners = new Set<() => void>();

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
    const response = await fetch("/api/session", { cache: "no-store" });
    if (response.ok) user = ((await response.json()) as { user: SessionUser }).user;
  } catch {
    // Unreachable: shown as signed out, and asked again on the next navigation.
  }
  if (question === asked) publish(user);
}

/** Forgets the visitor at once, when they sign out. */
export function forgetSessionUser() {
  asked += 1;
  publish(null);
}

export const useSessionUser = (): SessionUser => useSyncExternalStore(subscribe, () => current, () => undefined);
