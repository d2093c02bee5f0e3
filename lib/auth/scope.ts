import { eq, inArray, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { AppError } from "@/lib/errors";

/** Who is acting: an account, and whether its e-mail is in ADMIN_EMAILS. */
export type ActingUser = { id: string; isAdmin: boolean };

export const ADMIN_REQUIRED_MESSAGE = "Unauthorized: Admin access required";

declare const allAgentsBrand: unique symbol;

/** One agent's rows. Every query takes a scope; an admin's own views use this one too. */
export type AgentScope = { readonly kind: "agent"; readonly userId: string };
/**
 * Every agent's rows, for the admin views that ask for it by name. The brand means only
 * `allAgentsScope`, which checks the admin, can make one.
 */
export type AllAgentsScope = { readonly kind: "allAgents"; readonly adminId: string; readonly [allAgentsBrand]: true };
/**
 * Several agents' rows, and listings of others shared with the actor: what an office member, an
 * assisting agent or a co-listing agent reaches. Only lib/auth/acting-scope.ts makes one, from
 * the database on each request, so a removed member loses it at once.
 */
export type AgentsScope = {
  readonly kind: "agents";
  /** The acting account. */
  readonly userId: string;
  /** The agents whose rows are in reach (the actor's own first). */
  readonly agentIds: readonly string[];
  /** Listings of agents outside `agentIds` that the actor co-lists. */
  readonly propertyIds: readonly string[];
};
export type Scope = AgentScope | AgentsScope | AllAgentsScope;

/** The one admin check: route wrappers, admin pages and admin-only domain functions call it. */
export function assertAdmin(user: Pick<ActingUser, "isAdmin"> | null | undefined): void {
  if (!user?.isAdmin) throw new AppError("forbidden", ADMIN_REQUIRED_MESSAGE);
}

export const agentScope = (userId: string): AgentScope => ({ kind: "agent", userId });

export function allAgentsScope(admin: ActingUser): AllAgentsScope {
  assertAdmin(admin);
  return { kind: "allAgents", adminId: admin.id } as AllAgentsScope;
}

/**
 * For the views docs/features.md promises admins across agents (properties and their stats, and
 * what hangs on a property: its bookings and their actions, logs, date overrides; the
 * development outbox; gallery moderation and profiles): all agents for an admin, one's own for
 * anyone else. Every other view (contacts, prospects, calendar, showings, exports) takes `agentScope`.
 */
export const everyAgentForAdmin = (user: ActingUser): Scope => (user.isAdmin ? allAgentsScope(user) : agentScope(user.id));

/**
 * The owner filter: the scope's agents' rows, or no filter for the all-agents scope. Rows that hang
 * on a listing pass its column too, so a co-listing agent reaches that listing's rows.
 */
export function inScope(agentColumn: PgColumn, scope: Scope, propertyColumn?: PgColumn): SQL | undefined {
  if (scope.kind === "allAgents") return undefined;
  if (scope.kind === "agent") return eq(agentColumn, scope.userId);
  const byAgent = inArray(agentColumn, [...scope.agentIds]);
  return propertyColumn && scope.propertyIds.length > 0 ? or(byAgent, inArray(propertyColumn, [...scope.propertyIds])) : byAgent;
}

/** Whether rows owned by `ownerId` (on listing `propertyId`, if any) are in the scope, for checks made after a read. */
export function scopeIncludes(scope: Scope, ownerId: string, propertyId?: string): boolean {
  if (scope.kind === "allAgents") return true;
  if (scope.kind === "agent") return scope.userId === ownerId;
  return scope.agentIds.includes(ownerId) || (propertyId !== undefined && scope.propertyIds.includes(propertyId));
}

/** Per-account tables with no admin view (gallery, Oracle, credits): the account's own rows. */
export const ownRows = (userColumn: PgColumn, userId: string): SQL => eq(userColumn, userId);

/** The account acting under a scope, for audit columns such as `recorded_by`. */
export const actorOf = (scope: Scope) => (scope.kind === "allAgents" ? scope.adminId : scope.userId);
