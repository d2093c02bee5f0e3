import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { assistantSchema, assistantsAnswerSchema, coAgentsAnswerSchema, coAgentsSchema } from "./sharing-schemas";

const propertyParams = z.object({ id: z.string() });

/** A listing's co-listing agents and the office members who could be chosen. */
export const listCoAgentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/showbook/properties/[id]/co-agents",
  params: propertyParams,
  answer: coAgentsAnswerSchema,
});

/** Replaces a listing's co-listing agents (its agent, or a manager or staff member reaching it). */
export const setCoAgentsEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/showbook/properties/[id]/co-agents",
  params: propertyParams,
  body: coAgentsSchema,
  answer: coAgentsAnswerSchema,
});

/** Who covers the actor's listings, whose the actor covers, and whom they can name. */
export const listAssistantsEndpoint = defineEndpoint({ method: "GET", path: "/api/showbook/office/assistants", answer: assistantsAnswerSchema });

/** Names an assisting agent for a date range. */
export const addAssistantEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/office/assistants",
  body: assistantSchema,
  answer: z.object({ assistance: z.object({ id: z.string() }) }),
});

/** Ends a stand-in the actor named. */
export const removeAssistantEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/showbook/office/assistants/[id]",
  params: z.object({ id: z.string() }),
});
