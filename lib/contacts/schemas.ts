import { z } from "zod";
import { jsonTimestamp, recordId } from "@/lib/api/answers";
import { isIsoDate } from "@/lib/time/iso-date";
import { optionalPhoneSchema } from "@/lib/phone/phone";
import { optionalEmail, optionalText } from "@/lib/properties/field-schemas";

const requiredName = (label: string) => z.string().trim().min(1, `${label} is required`).max(100);

/** "" or a non-negative number, as a number input sends it. */
const optionalNumber = (max: number) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.coerce.number("Enter a number").min(0, "Must be 0 or more").max(max).nullable(),
  );

/** "" or a real YYYY-MM-DD date from a date input (2026-02-30 is refused, not left to fail in PostgreSQL); "" becomes null. */
export const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === "" || isIsoDate(value), "Enter a date")
  .transform((value) => value || null)
  .nullable()
  .default(null);

export const buyerAgentContactSchema = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  email: optionalEmail,
  phone: optionalPhoneSchema,
  licenseNumber: optionalText(50),
  brokerageName: optionalText(),
  specialties: optionalText(500),
});
export type BuyerAgentContactInput = z.infer<typeof buyerAgentContactSchema>;

export const renterContactSchema = z
  .object({
    firstName: requiredName("First name"),
    lastName: requiredName("Last name"),
    email: optionalEmail,
    phone: optionalPhoneSchema,
    leadSource: optionalText(100),
    budgetMin: optionalNumber(100_000_000),
    budgetMax: optionalNumber(100_000_000),
    moveInDate: optionalDate,
    bedroomsDesired: optionalNumber(20).refine((value) => value === null || Number.isInteger(value), "Enter a whole number"),
    bathroomsDesired: optionalNumber(20),
    preferredAreas: optionalText(500),
    pets: optionalText(200),
  })
  .refine((renter) => renter.budgetMin === null || renter.budgetMax === null || renter.budgetMin <= renter.budgetMax, {
    path: ["budgetMax"],
    message: "Maximum budget must be at least the minimum",
  });
export type RenterContactInput = z.infer<typeof renterContactSchema>;

const contactAnswerFields = {
  id: recordId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  bookingsCount: z.number(),
  lastContact: jsonTimestamp.nullable(),
  createdAt: jsonTimestamp,
};

export const buyerAgentContactAnswerSchema = z.object({
  ...contactAnswerFields,
  licenseNumber: z.string(),
  brokerageName: z.string(),
  specialties: z.string(),
});
export type BuyerAgentContactRecord = z.infer<typeof buyerAgentContactAnswerSchema>;

const leadBand = z.enum(["high", "medium", "low"]);

export const renterContactAnswerSchema = z.object({
  ...contactAnswerFields,
  leadSource: z.string(),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  moveInDate: z.string().nullable(),
  bedroomsDesired: z.number().nullable(),
  bathroomsDesired: z.number().nullable(),
  preferredAreas: z.string(),
  pets: z.string(),
  completedShowings: z.number(),
  lead: z.object({
    score: z.number(),
    band: leadBand,
    factors: z.array(z.object({ label: z.string(), points: z.number(), max: z.number() })),
  }),
});
export type RenterContactRecord = z.infer<typeof renterContactAnswerSchema>;

export const buyerContactAnswerSchema = z.object({
  id: recordId,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  bookingsCount: z.number(),
  showings: z.string(),
  firstContact: jsonTimestamp.nullable(),
  lastContact: jsonTimestamp.nullable(),
});
export type BuyerContactRecord = z.infer<typeof buyerContactAnswerSchema>;

/** Spec §3: a buyer's showings text is cut at 50 characters. */
export function truncateShowings(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
