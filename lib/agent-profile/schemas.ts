import { z } from "zod";
import { phoneSchema } from "@/lib/phone/phone";
import { optionalEmail, optionalText } from "@/lib/properties/field-schemas";

export const PROFILE_REQUIRED_MESSAGE = "Please fill in at least your name and phone number for the agent profile.";

export const agentProfileSchema = z.object({
  agentName: z.string({ error: PROFILE_REQUIRED_MESSAGE }).trim().min(1, PROFILE_REQUIRED_MESSAGE).max(200),
  agentPhone: phoneSchema(PROFILE_REQUIRED_MESSAGE),
  agentEmail: optionalEmail,
  agentLicense: optionalText(100),
  agentBrokerage: optionalText(),
});
export type AgentProfileInput = z.infer<typeof agentProfileSchema>;

/** Notifications name and ring the agent, so a profile without name and phone is incomplete. */
export const isProfileComplete = (profile: Pick<AgentProfileInput, "agentName" | "agentPhone">) =>
  Boolean(profile.agentName.trim() && profile.agentPhone.trim());
