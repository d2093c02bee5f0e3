import { defineEndpoint } from "@/lib/api/endpoint";
import { ownersAnswerSchema } from "./schemas";

/** The agent's owners ("landlords" in the API). */
export const listOwnersEndpoint = defineEndpoint({ method: "GET", path: "/api/showbook/landlords", answer: ownersAnswerSchema });
