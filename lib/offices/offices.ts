import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { officeInvitations, officeMembers, offices, officeStaffAssignments, properties, users, type Office } from "@/db/schema";
import { membershipOf, NOT_IN_OFFICE_MESSAGE, type Membership } from "@/lib/auth/acting-scope";
import { AppError } from "@/lib/errors";
import type { OfficeRole, StaffReach } from "@/lib/vocabulary/office-roles";
import type { OfficeSettingsInput } from "./schemas";

export const ALREADY_IN_OFFICE_MESSAGE = "You already belong to an office. Leave it before creating or joining another.";
export const MANAGER_REQUIRED_MESSAGE = "Only a manager of the office can do that.";

export type OfficeMemberView = {
  userId: string;
  email: string;
  role: OfficeRole;
  staffReach: StaffReach;
  /** For staff of reach "assigned": the agents they act for. */
  assignedAgentIds: string[];
  /** The office's listings this member is the agent of. */
  officeListings: number;
  joinedAt: string;
};

export type OfficeInvitationView = { id: string; email: string; role: OfficeRole; status: "open" | "accepted" | "revoked" | "expired"; expiresAt: string; createdAt: string };

export type OfficeView = {
  office: { id: string; name: string; brokerageLicence: string; timezone: string; hasLogo: boolean };
  members: OfficeMemberView[];
  /** The actor's own membership. */
  you: { userId: string; role: OfficeRole };
  /** Managers only: the invitations, newest first. */
  invitations: OfficeInvitationView[];
};

/** The actor's membership, or a 404 saying they have no office. */
export async function requireMembership(db: DbOrTx, userId: string): Promise<Membership> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw new AppError("not_found", NOT_IN_OFFICE_MESSAGE);
  return membership;
}

/** The actor's membership as a manager, or a 403. */
export async function requireManager(db: DbOrTx, userId: string): Promise<Membership> {
  const membership = await requireMembership(db, userId);
  if (membership.role !== "manager") throw new AppError("forbidden", MANAGER_REQUIRED_MESSAGE);
  return membership;
}

/** A new office whose creator is its first manager. Listings the creator had stay their own. */
export async function createOffice(db: Db, userId: string, input: OfficeSettingsInput): Promise<Office> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('office-member:' || ${userId}))`);
    if (await membershipOf(tx, userId)) throw new AppError("conflict", ALREADY_IN_OFFICE_MESSAGE);
    const [office] = await tx.insert(offices).values(input).returning();
    await tx.insert(officeMembers).values({ userId, officeId: office.id, role: "manager" });
    return office;
  });
}

export async function updateOfficeSettings(db: Db, userId: string, input: OfficeSettingsInput, now: Date): Promise<Office> {
  const { officeId } = await requireManager(db, userId);
  const [office] = await db
    .update(offices)
    .set({ ...input, updatedAt: now })
    .where(eq(offices.id, officeId))
    .returning();
  return office;
}

const invitationStatus = (row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): OfficeInvitationView["status"] =>
  row.acceptedAt ? "accepted" : row.revokedAt ? "revoked" : row.expiresAt <= now ? "expired" : "open";

/** The actor's office, its members and (for a manager) its invitations. */
export async function loadOffice(db: Db, userId: string, now: Date): Promise<OfficeView> {
  const membership = await requireMembership(db, userId);
  const [office] = await db.select().from(offices).where(eq(offices.id, membership.officeId));
  const members = await db
    .select({
      userId: officeMembers.userId,
      email: users.email,
      role: officeMembers.role,
      staffReach: officeMembers.staffReach,
      joinedAt: officeMembers.joinedAt,
      officeListings: sql<number>`(select count(*)::int from ${properties} where ${properties.agentId} = ${officeMembers.userId} and ${properties.officeId} = ${officeMembers.officeId} and ${properties.archivedAt} is null)`,
    })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .where(eq(officeMembers.officeId, office.id))
    .orderBy(asc(officeMembers.joinedAt), asc(users.email));
  const assignments = await db
    .select()
    .from(officeStaffAssignments)
    .where(and(eq(officeStaffAssignments.officeId, office.id), inArray(officeStaffAssignments.staffUserId, members.map((member) => member.userId))));
  const invitations =
    membership.role === "manager"
      ? await db.select().from(officeInvitations).where(eq(officeInvitations.officeId, office.id)).orderBy(desc(officeInvitations.createdAt)).limit(100)
      : [];
  return {
    office: { id: office.id, name: office.name, brokerageLicence: office.brokerageLicence, timezone: office.timezone, hasLogo: office.logoKey !== null },
    you: { userId, role: membership.role },
    members: members.map((member) => ({
      ...member,
      joinedAt: member.joinedAt.toISOString(),
      assignedAgentIds: assignments.filter((row) => row.staffUserId === member.userId).map((row) => row.agentUserId),
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      status: invitationStatus(row, now),
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** Open invitations of an office to one address (a second invitation to it is refused). */
export const openInvitationTo = (officeId: string, email: string, now: Date) =>
  and(
    eq(officeInvitations.officeId, officeId),
    eq(officeInvitations.email, email),
    isNull(officeInvitations.acceptedAt),
    isNull(officeInvitations.revokedAt),
    gt(officeInvitations.expiresAt, now),
  );
