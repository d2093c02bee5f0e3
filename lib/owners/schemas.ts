import { z } from "zod";
import { recordId } from "@/lib/api/answers";
import { optionalPhoneSchema } from "@/lib/phone/phone";
import { optionalEmail, optionalText } from "@/lib/properties/field-schemas";

export const ownerSchema = z
  .object({
    isCompany: z.boolean().default(false),
    firstName: optionalText(),
    lastName: optionalText(),
    companyName: optionalText(),
    contactPersonName: optionalText(),
    phone: optionalPhoneSchema,
    email: optionalEmail,
    mailingAddressLine1: optionalText(),
    mailingAddressLine2: optionalText(),
    mailingCity: optionalText(),
    mailingState: optionalText(50),
    mailingZip: optionalText(20),
    taxId: optionalText(50),
    // Left out, it keeps its value: an owner who opted out is not signed up again by an edit.
    showingNotices: z.boolean().optional(),
  })
  .superRefine((owner, ctx) => {
    if (owner.isCompany) {
      if (!owner.companyName) ctx.addIssue({ code: "custom", path: ["companyName"], message: "Company name is required" });
      return;
    }
    if (!owner.firstName) ctx.addIssue({ code: "custom", path: ["firstName"], message: "First name is required" });
    if (!owner.lastName) ctx.addIssue({ code: "custom", path: ["lastName"], message: "Last name is required" });
  });
export type OwnerInput = z.infer<typeof ownerSchema>;

export const ownerAnswerSchema = z.object({
  id: recordId,
  isCompany: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  contactPersonName: z.string(),
  phone: z.string(),
  email: z.string(),
  mailingAddressLine1: z.string(),
  mailingAddressLine2: z.string(),
  mailingCity: z.string(),
  mailingState: z.string(),
  mailingZip: z.string(),
  taxId: z.string(),
  showingNotices: z.boolean(),
});
export type OwnerRecord = z.infer<typeof ownerAnswerSchema>;
export const ownersAnswerSchema = z.object({ landlords: z.array(ownerAnswerSchema) });
export const ownerSavedAnswerSchema = z.object({ landlord: ownerAnswerSchema });

/** How an owner is shown: the company, or "First Last". */
export const ownerDisplayName = (owner: Pick<OwnerInput, "isCompany" | "companyName" | "firstName" | "lastName">) =>
  owner.isCompany ? owner.companyName : `${owner.firstName} ${owner.lastName}`.trim();
