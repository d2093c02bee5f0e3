import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { renewedOwnerLinkAnswerSchema, sentOwnerReportAnswerSchema } from "./schemas";

const propertyParams = z.object({ id: z.string() });

/** A new owner link; the old one opens nothing from now on. */
export const renewOwnerLinkEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/properties/[id]/owner-report/renew",
  params: propertyParams,
  answer: renewedOwnerLinkAnswerSchema,
});

/** The report e-mail to the owner now, outside the weekly schedule. */
export const sendOwnerReportEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/properties/[id]/owner-report/send",
  params: propertyParams,
  answer: sentOwnerReportAnswerSchema,
});
