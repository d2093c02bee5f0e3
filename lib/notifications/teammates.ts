import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { agentProfiles, assistingAgents, offices, propertyCoAgents, users } from "@/db/schema";
import { todayIn } from "@/lib/time/zoned-time";
import type { AgentContact, Teammate } from "./booking-plan";

export type TeammateOf = { userId: string; role: Teammate["role"]; contact: AgentContact };
export type Listing = { propertyId: string; agentId: string };

const contact = { accountEmail: users.email, name: agentProfiles.agentName, email: agentProfiles.agentEmail, phone: agentProfiles.agentPhone };

const contactOf = (row: { accountEmail: string; name: string | null; email: string | null; phone: string | null }): AgentContact => ({
  name: row.name ?? "",
  email: row.email || row.accountEmail,
  phone: row.phone ?? "",
});

/**
 * Reads, in two queries, who is told what the agents of `listings` are told, and answers per
 * listing and moment: its co-listing agents, and its agent's assisting agents whose range holds
 * that moment's date in their office's zone. Each person once, the co-listing role first; never
 * the listing's agent.
 */
export async function teammatesOfListings(db: DbOrTx, listings: Listing[]): Promise<(listing: Listing, at: Date) => TeammateOf[]> {
  const propertyIds = [...new Set(listings.map(({ propertyId }) => propertyId))];
  const agentIds = [...new Set(listings.map(({ agentId }) => agentId))];
  if (!listings.length) return () => [];
  const [coAgents, assistants] = await Promise.all([
    db
      .select({ propertyId: propertyCoAgents.propertyId, userId: propertyCoAgents.agentUserId, ...contact })
      .from(propertyCoAgents)
      .innerJoin(users, eq(users.id, propertyCoAgents.agentUserId))
      .leftJoin(agentProfiles, eq(agentProfiles.userId, propertyCoAgents.agentUserId))
      .where(inArray(propertyCoAgents.propertyId, propertyIds)),
    db
      .select({
        agentId: assistingAgents.agentUserId,
        userId: assistingAgents.assistantUserId,
        timezone: offices.timezone,
        startsOn: assistingAgents.startsOn,
        endsOn: assistingAgents.endsOn,
        ...contact,
      })
      .from(assistingAgents)
      .innerJoin(offices, eq(offices.id, assistingAgents.officeId))
      .innerJoin(users, eq(users.id, assistingAgents.assistantUserId))
      .leftJoin(agentProfiles, eq(agentProfiles.userId, assistingAgents.assistantUserId))
      .where(inArray(assistingAgents.agentUserId, agentIds)),
  ]);
  return ({ propertyId, agentId }, at) => {
    const covering = (row: { timezone: string; startsOn: string; endsOn: string }) => {
      const date = todayIn(at, row.timezone);
      return row.startsOn <= date && date <= row.endsOn;
    };
    const seen = new Set([agentId]);
    return [
      ...coAgents.filter((row) => row.propertyId === propertyId).map((row) => ({ row, role: "co_agent" as const })),
      ...assistants.filter((row) => row.agentId === agentId && covering(row)).map((row) => ({ row, role: "assisting_agent" as const })),
    ]
      .filter(({ row }) => !seen.has(row.userId) && seen.add(row.userId))
      .map(({ row, role }) => ({ userId: row.userId, role, contact: contactOf(row) }));
  };
}
