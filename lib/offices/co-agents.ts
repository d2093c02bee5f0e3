import "server-only";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { agentProfiles, officeMembers, properties, propertyCoAgents, users, type Property } from "@/db/schema";
import { actingScope, membershipOf, type Membership } from "@/lib/auth/acting-scope";
import { inScope, type ActingUser } from "@/lib/auth/scope";
import { AppError, notFound } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { seesOfficeView } from "@/lib/vocabulary/office-roles";
import type { CoAgentsAnswer, CoAgentsInput, OfficeAgent } from "./sharing-schemas";

export const PROPERTY_NOT_FOUND = "Property not found";
export const CO_AGENTS_FORBIDDEN = "Only the listing's agent, or a manager or staff member of its office who reaches it, can choose its co-listing agents.";
export const LISTING_NOT_IN_OFFICE = "Co-listing agents come from the listing agent's office, and this listing's agent is not in an office.";
export const CO_AGENT_NOT_MEMBER = "Co-listing agents must be members of the listing's office (other than its agent).";

/** Members of an office as the pickers show them: e-mail, and the profile's name when there is one. */
export const officeAgents = (db: DbOrTx) =>
  db
    .select({ userId: officeMembers.userId, email: users.email, name: agentProfiles.agentName })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, officeMembers.userId))
    .$dynamic();

const named = (rows: { userId: string; email: string; name: string | null }[]): OfficeAgent[] => rows.map((row) => ({ ...row, name: row.name ?? "" }));

/** Whether the actor is a manager, or a staff member, whose office reach includes `agentId` (a manager's reaches every member). */
export async function reachesAsOffice(db: DbOrTx, user: ActingUser, membership: Membership, agentId: string, now: Date): Promise<boolean> {
  if (!seesOfficeView(membership.role)) return false;
  const office = await actingScope(db, user, { view: "office", admin: "own", now });
  return office.kind === "agents" && office.agentIds.includes(agentId);
}

/**
 * The listing the actor reaches, whether they may change its co-listing agents (its agent, or a
 * manager or staff member whose office reach includes its agent) and the office it belongs to:
 * its agent's office.
 */
async function listingOf(db: DbOrTx, user: ActingUser, propertyId: string, now: Date) {
  if (!isUuid(propertyId)) throw notFound(PROPERTY_NOT_FOUND);
  const reach = await actingScope(db, user, { now, admin: "own" });
  const [property] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), inScope(properties.agentId, reach, properties.id)));
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  const [agentMembership, actorMembership] = await Promise.all([membershipOf(db, property.agentId), membershipOf(db, user.id)]);
  const officeId = agentMembership && (property.officeId === null || property.officeId === agentMembership.officeId) ? agentMembership.officeId : null;
  let canEdit = property.agentId === user.id;
  if (!canEdit && officeId && actorMembership?.officeId === officeId) canEdit = await reachesAsOffice(db, user, actorMembership, property.agentId, now);
  return { property, officeId, canEdit: canEdit && officeId !== null };
}

async function coAgentsOf(db: DbOrTx, property: Property): Promise<CoAgentsAnswer["coAgents"]> {
  const rows = await db
    .select({ userId: users.id, email: users.email, name: agentProfiles.agentName })
    .from(propertyCoAgents)
    .innerJoin(users, eq(users.id, propertyCoAgents.agentUserId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, propertyCoAgents.agentUserId))
    .where(eq(propertyCoAgents.propertyId, property.id))
    .orderBy(asc(users.email));
  return named(rows);
}

/** A listing's co-listing agents and the office members who could be chosen. */
export async function listCoAgents(db: Db, user: ActingUser, propertyId: string, now: Date): Promise<CoAgentsAnswer> {
  const { property, officeId, canEdit } = await listingOf(db, user, propertyId, now);
  const candidates = officeId
    ? await officeAgents(db)
        .where(and(eq(officeMembers.officeId, officeId), ne(officeMembers.userId, property.agentId)))
        .orderBy(asc(users.email))
    : [];
  return { address: property.fullAddress, coAgents: await coAgentsOf(db, property), candidates: named(candidates), canEdit };
}

/**
 * Sets a listing's co-listing agents (the list replaces the one before). They are members of the
 * listing agent's office; they then see the listing in their own views, get its agent notices and
 * act on its showings (lib/auth/acting-scope.ts).
 */
export async function setCoAgents(db: Db, user: ActingUser, propertyId: string, { agentUserIds }: CoAgentsInput, now: Date): Promise<CoAgentsAnswer> {
  const { property, officeId, canEdit } = await listingOf(db, user, propertyId, now);
  if (!officeId) throw new AppError("conflict", LISTING_NOT_IN_OFFICE);
  if (!canEdit) throw new AppError("forbidden", CO_AGENTS_FORBIDDEN);
  const chosen = [...new Set(agentUserIds)];
  await db.transaction(async (tx) => {
    const members = chosen.length
      ? await tx
          .select({ id: officeMembers.userId })
          .from(officeMembers)
          .where(and(eq(officeMembers.officeId, officeId), inArray(officeMembers.userId, chosen), ne(officeMembers.userId, property.agentId)))
          .for("share")
      : [];
    if (members.length !== chosen.length) throw new AppError("bad_request", CO_AGENT_NOT_MEMBER);
    await tx.delete(propertyCoAgents).where(eq(propertyCoAgents.propertyId, property.id));
    if (chosen.length) await tx.insert(propertyCoAgents).values(chosen.map((agentUserId) => ({ propertyId: property.id, agentUserId, createdAt: now })));
  });
  return listCoAgents(db, user, propertyId, now);
}
