import { z } from "zod";
import { PROSPECT_STATUSES, PROSPECT_TYPES } from "@/lib/prospects/prospect-enums";
import { jsonTimestamp, recordId } from "@/lib/api/answers";
import { optionalDate } from "@/lib/contacts/schemas";
import { optionalPhoneSchema } from "@/lib/phone/phone";
import { optionalEmail, optionalText } from "@/lib/properties/field-schemas";

export const prospectSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(100),
  lastName: optionalText(100),
  email: optionalEmail,
  phone: optionalPhoneSchema,
  prospectType: z.enum(PROSPECT_TYPES, "Choose a prospect type"),
  propertyAddress: optionalText(300),
  bookingDate: optionalDate,
  status: z.enum(PROSPECT_STATUSES).default("Active"),
});
export type ProspectInput = z.infer<typeof prospectSchema>;

export const prospectQuerySchema = z.object({
  type: z.enum(PROSPECT_TYPES).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ProspectQuery = z.infer<typeof prospectQuerySchema>;

export const prospectAnswerSchema = z.object({
  id: recordId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  prospectType: z.enum(PROSPECT_TYPES),
  propertyAddress: z.string(),
  bookingDate: z.string().nullable(),
  status: z.enum(PROSPECT_STATUSES),
  createdAt: jsonTimestamp,
});
export type ProspectRecord = z.infer<typeof prospectAnswerSchema>;

export const prospectsAnswerSchema = z.object({ prospects: z.array(prospectAnswerSchema) });
export const prospectSavedAnswerSchema = z.object({ prospect: prospectAnswerSchema });
export const syncProspectsAnswerSchema = z.object({ created: z.number(), updated: z.number() });

export const PROSPECT_TYPE_LABELS: Record<(typeof PROSPECT_TYPES)[number], string> = {
  buyer: "Buyer",
  buyer_agent: "Buyer's Agent",
  renter: "Renter",
};

export const LOAD_PROSPECTS_FAILED = "Failed to load prospects. Please try again.";
export const SYNC_PROSPECTS_FAILED = "Failed to sync prospects. Please try again.";
