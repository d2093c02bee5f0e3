import { defineEndpoint } from "@/lib/api/endpoint";
import { updateUsernameSchema } from "./schemas";

/** The signed-in user picks a new public username. */
export const updateUsernameEndpoint = defineEndpoint({ method: "PATCH", path: "/api/update-username", body: updateUsernameSchema });
