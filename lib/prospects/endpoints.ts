import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { prospectQuerySchema, prospectSavedAnswerSchema, prospectSchema, prospectsAnswerSchema, syncProspectsAnswerSchema } from "./schemas";

const prospectParams = z.object({ id: z.string() });

/** The prospects the dashboard's Mine/Office switch shows (an explicit ?scope= wins), by type or words. */
export const listProspectsEndpoint = defineEndpoint({ method: "GET", path: "/api/showbook/prospects", query: prospectQuerySchema, answer: prospectsAnswerSchema });

export const createProspectEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/prospects", body: prospectSchema, answer: prospectSavedAnswerSchema });

export const updateProspectEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/showbook/prospects/[id]",
  params: prospectParams,
  body: prospectSchema,
  answer: prospectSavedAnswerSchema,
});

export const deleteProspectEndpoint = defineEndpoint({ method: "DELETE", path: "/api/showbook/prospects/[id]", params: prospectParams });

/** Adds and updates the agent's prospects from their bookings' bookers. */
export const syncProspectsEndpoint = defineEndpoint({ method: "POST", path: "/api/showbook/sync-prospects", answer: syncProspectsAnswerSchema });
