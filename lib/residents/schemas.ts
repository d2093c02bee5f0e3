import { z } from "zod";
import { jsonTimestamp, recordId } from "@/lib/api/answers";
import { isIsoDate } from "@/lib/time/iso-date";
import { optionalPhoneSchema } from "@/lib/phone/phone";
import { optionalEmail, optionalText } from "@/lib/properties/field-schemas";

// Accepts its own output (null) as well as form input (""), since the forms send parsed values.
const optionalDate = z
  .preprocess(
    (value) => value ?? "",
    z
      .string()
      .trim()
      .refine((value) => value === "" || isIsoDate(value), "Enter a date"),
  )
  .transform((value) => value || null);

const optionalAmount = (label: string) =>
  z
    .preprocess(
      (value) => (typeof value === "number" ? String(value) : value ?? ""),
      z
        .string()
        .trim()
        .refine((value) => value === "" || /^\d{1,10}(\.\d{1,2})?$/.test(value), `${label} must be a number`),
    )
    .transform((value) => value || null);

// A date (YYYY-MM-DD) or a full timestamp; empty means no agreement on file.
const optionalInstant = z
  .preprocess(
    (value) => (value instanceof Date ? value.toISOString() : (value ?? "")),
    z
      .string()
      .trim()
      .refine((value) => value === "" || !Number.isNaN(Date.parse(value)), "Enter a date"),
  )
  .transform((value) => (value ? new Date(value) : null));

export const residentSchema = z
  .object({
    firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(200),
    lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(200),
    phone: optionalPhoneSchema,
    email: optionalEmail,
    emergencyContactName: optionalText(),
    emergencyContactPhone: optionalPhoneSchema,
    leaseStartDate: optionalDate,
    leaseEndDate: optionalDate,
    monthlyRent: optionalAmount("Monthly rent"),
    securityDeposit: optionalAmount("Security deposit"),
    isActive: z.boolean().default(true),
    electronicNoticeConsentAt: optionalInstant,
    electronicNoticeConsentEvidence: optionalText(1000),
    otherHoursConsentAt: optionalInstant,
    otherHoursConsentEvidence: optionalText(1000),
  })
  .refine((resident) => !resident.electronicNoticeConsentAt || resident.electronicNoticeConsentEvidence, {
    message: "Say where the written agreement is (for example the lease addendum, signed on paper)",
    path: ["electronicNoticeConsentEvidence"],
  })
  .refine((resident) => !resident.otherHoursConsentAt || resident.otherHoursConsentEvidence, {
    message: "Say where the written agreement is (for example the lease addendum, signed on paper)",
    path: ["otherHoursConsentEvidence"],
  })
  .refine((resident) => !resident.leaseStartDate || !resident.leaseEndDate || resident.leaseEndDate >= resident.leaseStartDate, {
    message: "Lease end must be on or after lease start",
    path: ["leaseEndDate"],
  });
export type ResidentInput = z.infer<typeof residentSchema>;

export const residentAnswerSchema = z.object({
  id: recordId,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
  leaseStartDate: z.string().nullable(),
  leaseEndDate: z.string().nullable(),
  monthlyRent: z.string().nullable(),
  securityDeposit: z.string().nullable(),
  isActive: z.boolean(),
  electronicNoticeConsentAt: jsonTimestamp.nullable(),
  electronicNoticeConsentEvidence: z.string(),
  otherHoursConsentAt: jsonTimestamp.nullable(),
  otherHoursConsentEvidence: z.string(),
});
export type ResidentRecord = z.infer<typeof residentAnswerSchema>;
export const residentsAnswerSchema = z.object({ residents: z.array(residentAnswerSchema) });
export const residentSavedAnswerSchema = z.object({ resident: residentAnswerSchema });
