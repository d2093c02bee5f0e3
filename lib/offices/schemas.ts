import { z } from "zod";
import { emailSchema } from "@/lib/auth/schemas";
import { isKnownTimeZone } from "@/lib/time/zoned-time";
import { OFFICE_ROLES, STAFF_REACHES } from "@/lib/vocabulary/office-roles";

const timeZone = z
  .string()
  .trim()
  .refine(isKnownTimeZone, "Choose a known time zone, such as America/Los_Angeles");

export const officeSettingsSchema = z.object({
  name: z.string({ error: "Office name is required" }).trim().min(1, "Office name is required").max(120, "Office name is too long (at most 120 characters)"),
  brokerageLicence: z.string().trim().max(40, "Brokerage licence is too long (at most 40 characters)").default(""),
  timezone: timeZone.default("America/Los_Angeles"),
});
export type OfficeSettingsInput = z.infer<typeof officeSettingsSchema>;

const role = z.enum(OFFICE_ROLES, { message: 'Role must be "manager", "staff" or "agent"' });

export const invitationSchema = z.object({ email: emailSchema, role });
export type InvitationInput = z.infer<typeof invitationSchema>;

export const acceptInvitationSchema = z.object({ token: z.string().trim().min(1, "The invitation link is missing its token").max(500) });

const userId = z.uuid("Choose a member of the office");

export const memberUpdateSchema = z
  .object({
    role: role.optional(),
    staffReach: z.enum(STAFF_REACHES, { message: 'Reach must be "all" or "assigned"' }).optional(),
    assignedAgentIds: z.array(userId).max(200, "Assign at most 200 agents").optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to change");
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

/** Who takes over the office's listings of a member who leaves or is removed. */
export const takeoverSchema = z.object({ takeoverUserId: userId.optional() });
export type TakeoverInput = z.infer<typeof takeoverSchema>;
