import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { ownerSavedAnswerSchema, ownerSchema, ownersAnswerSchema } from "./schemas";

const ownerParams = z.object({ id: z.string() });

/** The agent's owners ("landlords" in the API). */
export const listOwnersEndpoint = defineEndpoint({ method: "GET", path: "/api/showbook/landlords", answer: ownersAnswerSchema });

export const createOwnerEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/landlords", body: ownerSchema, answer: ownerSavedAnswerSchema });

export const updateOwnerEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/showbook/landlords/[id]",
  params: ownerParams,
  body: ownerSchema,
  answer: ownerSavedAnswerSchema,
});

export const deleteOwnerEndpoint = defineEndpoint({ method: "DELETE", path: "/api/showbook/landlords/[id]", params: ownerParams });
