import { z } from "zod";

export const PROFILE_REQUIRED_MESSAGE = "Please fill in at least your name and phone number for the agent profile.";

export const agentProfileSchema = z.object({
  agentName: z.string({ error: PROFILE_REQUIRED_MESSAGE }).trim().min(1, PROFILE_REQUIRED_MESSAGE).max(200),
  agentPhone: z.string({ error: PROFILE_REQUIRED_MESSAGE }).trim().min(1, PROFILE_REQUIRED_MESSAGE).max(40),
  agentEmail: z
    .string()
    .trim()
    .max(254)
    .refine((email) => email === "" || z.email().safeParse(email).success, "Enter a valid email address")
    .default(""),
  agentLicense: z.string().trim().max(100).default(""),
  agentBrokerage: z.string().trim().max(200).default(""),
});
export type AgentProfileInput = z.infer<typeof agentProfileSchema>;

/** Notifications name and ring the agent, so a profile without name and phone is incomplete. */
export const isProfileComplete = (profile: Pick<AgentProfileInput, "agentName" | "agentPhone">) =>
  Boolean(profile.agentName.trim() && profile.agentPhone.trim());
