import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { agentProfiles } from "@/db/schema";
import type { ActingUser } from "@/lib/auth/scope";
import type { AgentProfileInput } from "./schemas";

export type AgentProfileData = AgentProfileInput;

const EMPTY_PROFILE: AgentProfileData = { agentName: "", agentPhone: "", agentEmail: "", agentLicense: "", agentBrokerage: "" };

/** The signed-in agent's own profile; blank until first saved. */
export async function getAgentProfile(db: Db, user: ActingUser): Promise<AgentProfileData> {
  const [profile] = await db
    .select({
      agentName: agentProfiles.agentName,
      agentPhone: agentProfiles.agentPhone,
      agentEmail: agentProfiles.agentEmail,
      agentLicense: agentProfiles.agentLicense,
      agentBrokerage: agentProfiles.agentBrokerage,
    })
    .from(agentProfiles)
    .where(eq(agentProfiles.userId, user.id));
  return profile ?? EMPTY_PROFILE;
}

export async function updateAgentProfile(db: Db, user: ActingUser, input: AgentProfileInput): Promise<AgentProfileData> {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(agentProfiles)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: agentProfiles.userId, set: values });
  return getAgentProfile(db, user);
}
