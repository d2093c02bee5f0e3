"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { UpdatePropertyInput } from "@/lib/properties/schemas";
import { apiRequest, errorMessage, isSessionExpired } from "@/lib/api/client";

/** Sends a change of one property and refreshes the page; `failure` names the toast shown on error. */
export function usePropertyUpdate(propertyId: string) {
  const router = useRouter();
  return async (changes: UpdatePropertyInput, failure: (reason: string) => string = () => "Failed to update property") => {
    try {
      await apiRequest("PUT", `/api/showbook/properties/${propertyId}`, { body: changes });
      router.refresh();
      return true;
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(failure(errorMessage(error)));
      return false;
    }
  };
}
