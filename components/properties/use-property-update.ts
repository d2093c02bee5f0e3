"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import type { UpdatePropertyInput } from "@/lib/properties/schemas";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { call } from "@/lib/api/call";
import { updatePropertyEndpoint } from "@/lib/properties/endpoints";

/** Sends a change of one property and refreshes the page; `failure` names the toast shown on error. */
export function usePropertyUpdate(propertyId: string) {
  const router = useRouter();
  return async (changes: UpdatePropertyInput, failure: (reason: string) => string = () => "Failed to update property") => {
    try {
      await call(updatePropertyEndpoint, { params: { id: propertyId }, body: changes });
      router.refresh();
      return true;
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(failure(errorMessage(error)));
      return false;
    }
  };
}
