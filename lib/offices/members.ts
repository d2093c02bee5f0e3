import "server-only";
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { officeMembers, officeStaffAssignments, properties, propertyCoAgents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { requireMembership } from "./offices";
import type { MemberUpdateInput, TakeoverInput } from "./schemas";

export const MEMBER_NOT_FOUND = "That person is not a member of your office.";
export const LAST_MANAGER_MESSAGE = "An office needs a manager: make someone else a manager first.";
export const OWN_ROLE_MESSAGE = "You cannot change your own role or reach; another manager can.";
export const TAKEOVER_REQUIRED_MESSAGE = "Choose a member to take over the office's listings of this person.";
export const TAKEOVER_INVALID_MESSAGE = "The member taking over must be another member of the office.";
export const ASSIGN_INVALID_MESSAGE = "Assign only members of your office.";

/** Locks the office's membership rows, so two managers' changes (the last manager's above all) take turns. */
const lockOffice = (tx: Tx, officeId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('office:' || ${officeId}))`);

async function memberOf(tx: Tx, officeId: string, userId: string) {
  if (!isUuid(userId)) throw new AppError("not_found", MEMBER_NOT_FOUND);
  const [member] = await tx.select().from(officeMembers).where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, userId)));
  if (!member) throw new AppError("not_found", MEMBER_NOT_FOUND);
  return member;
}

async function otherManagers(tx: Tx, officeId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(officeMembers)
    .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.role, "manager"), ne(officeMembers.userId, userId)));
  return row.count;
}

/** A manager changes another member's role, staff reach or assigned agents. Nobody changes their own. */
export async function updateMember(db: Db, managerId: string, memberId: string, input: MemberUpdateInput): Promise<void> {
  const { officeId, role } = await requireMembership(db, managerId);
  if (role !== "manager") throw new AppError("forbidden", managerId === memberId ? OWN_ROLE_MESSAGE : "Only a manager of the office can change members.");
  if (managerId === memberId) throw new AppError("forbidden", OWN_ROLE_MESSAGE);
  await db.transaction(async (tx) => {
    await lockOffice(tx, officeId);
    const member = await memberOf(tx, officeId, memberId);
    if (member.role === "manager" && input.role && input.role !== "manager" && (await otherManagers(tx, officeId, memberId)) === 0) {
      throw new AppError("conflict", LAST_MANAGER_MESSAGE);
    }
    if (input.role || input.staffReach) {
      await tx
        .update(officeMembers)
        .set({ ...(input.role ? { role: input.role } : {}), ...(input.staffReach ? { staffReach: input.staffReach } : {}) })
        .where(eq(officeMembers.userId, memberId));
    }
    if (input.assignedAgentIds) {
      const agentIds = [...new Set(input.assignedAgentIds)].filter((id) => id !== memberId);
      const found = agentIds.length
        ? await tx.select({ id: officeMembers.userId }).from(officeMembers).where(and(eq(officeMembers.officeId, officeId), inArray(officeMembers.userId, agentIds)))
        : [];
      if (found.length !== agentIds.length) throw new AppError("bad_request", ASSIGN_INVALID_MESSAGE);
      await tx.delete(officeStaffAssignments).where(eq(officeStaffAssignments.staffUserId, memberId));
      if (agentIds.length) await tx.insert(officeStaffAssignments).values(agentIds.map((agentUserId) => ({ officeId, staffUserId: memberId, agentUserId })));
    }
  });
}

/**
 * Takes a member out of the office: their own listings and history stay theirs; the office's
 * listings they were the agent of go to `takeoverUserId` (another member, required when there are
 * any); they stop co-listing office listings and nobody of the office co-lists theirs. Their
 * assignments and stand-ins go with the membership (foreign keys). Access ends at once, open
 * sessions included: every request reads the membership again.
 */
async function detachMember(tx: Tx, officeId: string, memberId: string, takeoverUserId: string | undefined, now: Date): Promise<void> {
  const member = await memberOf(tx, officeId, memberId);
  if (member.role === "manager" && (await otherManagers(tx, officeId, memberId)) === 0) throw new AppError("conflict", LAST_MANAGER_MESSAGE);
  const officeListings = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.officeId, officeId), eq(properties.agentId, memberId)));
  if (officeListings.length > 0) {
    if (!takeoverUserId) throw new AppError("bad_request", TAKEOVER_REQUIRED_MESSAGE);
    if (takeoverUserId === memberId) throw new AppError("bad_request", TAKEOVER_INVALID_MESSAGE);
    const [taker] = await tx.select().from(officeMembers).where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, takeoverUserId)));
    if (!taker) throw new AppError("bad_request", TAKEOVER_INVALID_MESSAGE);
    await tx
      .update(properties)
      .set({ agentId: takeoverUserId, updatedAt: now })
      .where(and(eq(properties.officeId, officeId), eq(properties.agentId, memberId)));
    await tx.delete(propertyCoAgents).where(
      and(
        eq(propertyCoAgents.agentUserId, takeoverUserId),
        inArray(propertyCoAgents.propertyId, officeListings.map(({ id }) => id)),
      ),
    );
  }
  const membersOfOffice = tx.select({ id: officeMembers.userId }).from(officeMembers).where(eq(officeMembers.officeId, officeId));
  const listingsOfOffice = tx.select({ id: properties.id }).from(properties).where(or(eq(properties.officeId, officeId), inArray(properties.agentId, membersOfOffice)));
  await tx.delete(propertyCoAgents).where(and(eq(propertyCoAgents.agentUserId, memberId), inArray(propertyCoAgents.propertyId, listingsOfOffice)));
  const ownListings = tx.select({ id: properties.id }).from(properties).where(and(eq(properties.agentId, memberId), isNull(properties.officeId)));
  await tx.delete(propertyCoAgents).where(inArray(propertyCoAgents.propertyId, ownListings));
  await tx.delete(officeMembers).where(eq(officeMembers.userId, memberId));
}

export async function removeMember(db: Db, managerId: string, memberId: string, { takeoverUserId }: TakeoverInput, now: Date): Promise<void> {
  const { officeId, role } = await requireMembership(db, managerId);
  if (role !== "manager") throw new AppError("forbidden", "Only a manager of the office can remove members.");
  if (managerId === memberId) throw new AppError("bad_request", "To leave the office yourself, use Leave office.");
  await db.transaction(async (tx) => {
    await lockOffice(tx, officeId);
    await detachMember(tx, officeId, memberId, takeoverUserId, now);
  });
}

/**
 * A member leaves. The office's listings they were the agent of go to the member the manager
 * chose (`takeoverUserId`, given by a manager leaving) or, when they are not a manager, to the
 * office's longest-standing manager, who can hand them on.
 */
export async function leaveOffice(db: Db, userId: string, { takeoverUserId }: TakeoverInput, now: Date): Promise<void> {
  const { officeId, role } = await requireMembership(db, userId);
  await db.transaction(async (tx) => {
    await lockOffice(tx, officeId);
    let taker = role === "manager" ? takeoverUserId : undefined;
    if (!taker) {
      const [manager] = await tx
        .select({ id: officeMembers.userId })
        .from(officeMembers)
        .where(and(eq(officeMembers.officeId, officeId), eq(officeMembers.role, "manager"), ne(officeMembers.userId, userId)))
        .orderBy(officeMembers.joinedAt)
        .limit(1);
      taker = manager?.id;
    }
    await detachMember(tx, officeId, userId, taker, now);
  });
}
