import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { residentSavedAnswerSchema, residentSchema, residentsAnswerSchema } from "./schemas";

const residentParams = z.object({ id: z.string() });

export const listResidentsEndpoint = defineEndpoint({ method: "GET", path: "/api/showbook/residents", answer: residentsAnswerSchema });

export const createResidentEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/residents", body: residentSchema, answer: residentSavedAnswerSchema });

export const updateResidentEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/showbook/residents/[id]",
  params: residentParams,
  body: residentSchema,
  answer: residentSavedAnswerSchema,
});

/** Deletes a resident; their properties become vacant. */
export const deleteResidentEndpoint = defineEndpoint({ method: "DELETE", path: "/api/showbook/residents/[id]", params: residentParams });
