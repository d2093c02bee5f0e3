import { defineEndpoint } from "@/lib/api/endpoint";
import { updateUsernameSchema } from "@/lib/auth/schemas";

/**
 * The spec's PATCH /api/update-username: the account's anonymous username. Its home is here,
 * not in lib/auth/, which lib/api/ imports (an endpoint there made the two import each other).
 */
export const updateUsernameEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/update-username",
  body: updateUsernameSchema,
});
