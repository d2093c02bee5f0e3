"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import type { ActionState } from "@/lib/api/action";

/** Shows a server action's outcome as a toast: its success message, or its error after `failurePrefix`. */
export function useActionToast<T>(state: ActionState<T>, failurePrefix = "") {
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      if (state.message) toast.success(state.message);
    } else {
      toast.error(`${failurePrefix}${state.error}`);
    }
  }, [state, failurePrefix]);
}
