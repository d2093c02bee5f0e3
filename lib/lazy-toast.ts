import type { ExternalToast } from "sonner";

/**
 * Raises a toast without putting sonner in the caller's first load: the library comes with the
 * toaster, which loads after the page, and a toast raised before it mounts is shown when it does.
 */
export function lazyToast(kind: "success" | "error", message: string, data?: ExternalToast) {
  void import("sonner").then(({ toast }) => toast[kind](message, data));
}
