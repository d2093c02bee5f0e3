import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { complianceLogsAnswerSchema } from "./schemas";

/** A property's notice log, for its agent. */
export const listComplianceLogsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/showbook/properties/[id]/compliance-logs",
  params: z.object({ id: z.string() }),
  answer: complianceLogsAnswerSchema,
});
