import "server-only";
import { and, eq, gte, lte } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { assistingAgents, officeMembers, offices, officeStaffAssignments, propertyCoAgents } from "@/db/schema";
import { AppError, isAppError } from "@/lib/errors";
import { toLocal } from "@/lib/time/zoned-time";
import { seesOfficeView, type OfficeRole, type StaffReach } from "@/lib/vocabulary/office-roles";
import { agentScope, allAgentsScope, type ActingUser, type Scope } from "./scope";

/**
 * Which rows a list shows: "mine" (the actor's own listings, the agents they assist today and the
 * listings they co-list) or "office" (every agent the actor's office role reaches, added to mine).
 */
export const SCOPE_VIEWS = ["mine", "office"] as const;
export type ScopeView = (typeof SCOPE_VIEWS)[number];

export const NOT_IN_OFFICE_MESSAGE = "You are not a member of an office.";
export const OFFICE_VIEW_FORBIDDEN_MESSAGE = "Only an office's managers and staff see the office's listings.";

/** The actor's membership, or null for an agent without an office. */
export type Membership = { officeId: string; role: OfficeRole; staffReach: StaffReach; timezone: string };

export async function membershipOf(db: DbOrTx, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ officeId: officeMembers.officeId, role: officeMembers.role, staffReach: officeMembers.staffReach, timezone: offices.timezone })
    .from(officeMembers)
    .innerJoin(offices, eq(offices.id, officeMembers.officeId))
    .where(eq(officeMembers.userId, userId));
  return row ?? null;
}

/** The agents an office role reaches: every member for a manager and staff of reach "all", the assigned agents otherwise. */
async function officeReach(db: DbOrTx, userId: string, membership: Membership): Promise<string[]> {
  if (membership.role === "manager" || membership.staffReach === "all") {
    const members = await db.select({ id: officeMembers.userId }).from(officeMembers).where(eq(officeMembers.officeId, membership.officeId));
    return members.map(({ id }) => id);
  }
  const assigned = await db
    .select({ id: officeStaffAssignments.agentUserId })
    .from(officeStaffAssignments)
    .where(and(eq(officeStaffAssignments.officeId, membership.officeId), eq(officeStaffAssignments.staffUserId, userId)));
  return assigned.map(({ id }) => id);
}

/** The agents the actor stands in for today (a date in the office's zone), and the listings they co-list. */
async function sharedWith(db: DbOrTx, userId: string, membership: Membership, now: Date): Promise<{ agentIds: string[]; propertyIds: string[] }> {
  const today = toLocal(now, membership.timezone).date;
  const [assisted, coListed] = await Promise.all([
    db
      .select({ id: assistingAgents.agentUserId })
      .from(assistingAgents)
      .where(
        and(
          eq(assistingAgents.officeId, membership.officeId),
          eq(assistingAgents.assistantUserId, userId),
          lte(assistingAgents.startsOn, today),
          gte(assistingAgents.endsOn, today),
        ),
      ),
    db.select({ id: propertyCoAgents.propertyId }).from(propertyCoAgents).where(eq(propertyCoAgents.agentUserId, userId)),
  ]);
  return { agentIds: assisted.map(({ id }) => id), propertyIds: coListed.map(({ id }) => id) };
}

type ScopeOptions = {
  /** "reach" (the default): everything the actor may act on, for one item's reads and every change. */
  view?: ScopeView | "reach";
  /** Whether an admin gets every agent's rows (the views docs/features.md promises admins) or their own. */
  admin?: "all" | "own";
  now?: Date;
};

/**
 * The actor's scope, read from the database on each request: an agent without an office gets
 * `agentScope` as before; a member gets the agents and listings their role, stand-ins and
 * co-listings reach. The office view is refused to an office's agents and to non-members.
 */
export async function actingScope(db: DbOrTx, user: ActingUser, { view = "reach", admin = "all", now = new Date() }: ScopeOptions = {}): Promise<Scope> {
  if (user.isAdmin && admin === "all") return allAgentsScope(user);
  const membership = await membershipOf(db, user.id);
  if (!membership) {
    if (view === "office") throw new AppError("forbidden", NOT_IN_OFFICE_MESSAGE);
    return agentScope(user.id);
  }
  if (view === "office" && !seesOfficeView(membership.role)) throw new AppError("forbidden", OFFICE_VIEW_FORBIDDEN_MESSAGE);
  const shared = await sharedWith(db, user.id, membership, now);
  const office = view !== "mine" && seesOfficeView(membership.role) ? await officeReach(db, user.id, membership) : [];
  const agentIds = [...new Set([user.id, ...shared.agentIds, ...office])];
  if (agentIds.length === 1 && shared.propertyIds.length === 0) return agentScope(user.id);
  return { kind: "agents", userId: user.id, agentIds, propertyIds: shared.propertyIds };
}

const scopeViewSchema = z.enum(SCOPE_VIEWS, { message: 'scope must be "mine" or "office"' });

/** A list's `?scope=` (absent: "mine"); anything else is a 400 with a clear message. */
export function scopeViewParam(value: string | null): ScopeView {
  if (value === null) return "mine";
  const parsed = scopeViewSchema.safeParse(value);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0].message);
  return parsed.data;
}

/** The dashboard's "Mine / Office" switch, kept in a cookie so every page and its API calls show the same view. */
export const SCOPE_VIEW_COOKIE = "showbook-view";

/**
 * The scope of a list route: its `?scope=` view of the actor's rows, or else the dashboard's switch
 * (so the dashboard's own calls, such as its CSV exports, follow it), or "mine". A view asked for by
 * `?scope=` that is not the actor's is a 403; a stale switch cookie falls back to "mine".
 */
export async function listScope(
  db: DbOrTx,
  user: ActingUser,
  req: { nextUrl: URL; cookies: { get(name: string): { value: string } | undefined } },
  admin: "all" | "own" = "own",
): Promise<Scope> {
  const asked = req.nextUrl.searchParams.get("scope");
  if (asked !== null) return actingScope(db, user, { view: scopeViewParam(asked), admin });
  if (req.cookies.get(SCOPE_VIEW_COOKIE)?.value !== "office") return actingScope(db, user, { view: "mine", admin });
  return officeOrMine(db, user, admin);
}

/** The office view, or "mine" for someone it is not (or no longer) for. */
export async function officeOrMine(db: DbOrTx, user: ActingUser, admin: "all" | "own"): Promise<Scope> {
  try {
    return await actingScope(db, user, { view: "office", admin });
  } catch (error) {
    if (isAppError(error) && error.code === "forbidden") return actingScope(db, user, { view: "mine", admin });
    throw error;
  }
}
