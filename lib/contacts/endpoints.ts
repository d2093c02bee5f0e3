import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { buyerAgentContactSchema, renterContactSchema } from "./schemas";

const contactParams = z.object({ id: z.string() });

export const createBuyerAgentContactEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/agents-contacts", body: buyerAgentContactSchema });

export const updateBuyerAgentContactEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/showbook/agents-contacts/[id]",
  params: contactParams,
  body: buyerAgentContactSchema,
});

export const deleteBuyerAgentContactEndpoint = defineEndpoint({ method: "DELETE", path: "/api/showbook/agents-contacts/[id]", params: contactParams });

export const createRenterContactEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/renters-contacts", body: renterContactSchema });

export const updateRenterContactEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/showbook/renters-contacts/[id]",
  params: contactParams,
  body: renterContactSchema,
});

export const deleteRenterContactEndpoint = defineEndpoint({ method: "DELETE", path: "/api/showbook/renters-contacts/[id]", params: contactParams });
