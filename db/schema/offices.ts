import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { OFFICE_ROLES, STAFF_REACHES } from "../../lib/vocabulary/office-roles";
import { users } from "./users";

/** A brokerage, team or property-management company: the people in it share listings by role. */
export const offices = pgTable("offices", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  brokerageLicence: text("brokerage_licence").notNull().default(""),
  timezone: text("timezone").notNull().default("America/Los_Angeles"),
  /** Storage key of the office's logo (lib/storage), or null. */
  logoKey: text("logo_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who is in an office and as what. A person is in at most one office (the primary key);
 * staff reach every office listing or only the agents assigned to them.
 */
export const officeMembers = pgTable(
  "office_members",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    role: text("role", { enum: OFFICE_ROLES }).notNull(),
    staffReach: text("staff_reach", { enum: STAFF_REACHES }).notNull().default("all"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("office_members_office_user_idx").on(table.officeId, table.userId),
    check("office_members_role_check", sql`${table.role} in ('manager', 'staff', 'agent')`),
    check("office_members_staff_reach_check", sql`${table.staffReach} in ('all', 'assigned')`),
  ],
);

/** The agents a staff member with reach "assigned" acts for; gone with either membership. */
export const officeStaffAssignments = pgTable(
  "office_staff_assignments",
  {
    officeId: uuid("office_id").notNull(),
    staffUserId: uuid("staff_user_id").notNull(),
    agentUserId: uuid("agent_user_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.staffUserId, table.agentUserId] }),
    foreignKey({ columns: [table.officeId, table.staffUserId], foreignColumns: [officeMembers.officeId, officeMembers.userId] }).onDelete("cascade"),
    foreignKey({ columns: [table.officeId, table.agentUserId], foreignColumns: [officeMembers.officeId, officeMembers.userId] }).onDelete("cascade"),
  ],
);

/**
 * An invitation by e-mail. Its link is signed over its id (lib/offices/invitations.ts) and works
 * once: accepting, revoking or its expiry ends it.
 */
export const officeInvitations = pgTable(
  "office_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    officeId: uuid("office_id")
      .notNull()
      .references(() => offices.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: OFFICE_ROLES }).notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("office_invitations_office_idx").on(table.officeId, table.createdAt),
    check("office_invitations_role_check", sql`${table.role} in ('manager', 'staff', 'agent')`),
  ],
);

/**
 * An agent's stand-in: the assisting agent acts on every listing of the agent from `startsOn`
 * to `endsOn` (dates in the office's zone, both included). Both are in the same office.
 */
export const assistingAgents = pgTable(
  "assisting_agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    officeId: uuid("office_id").notNull(),
    agentUserId: uuid("agent_user_id").notNull(),
    assistantUserId: uuid("assistant_user_id").notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("assisting_agents_assistant_idx").on(table.assistantUserId, table.endsOn),
    index("assisting_agents_agent_idx").on(table.agentUserId),
    foreignKey({ columns: [table.officeId, table.agentUserId], foreignColumns: [officeMembers.officeId, officeMembers.userId] }).onDelete("cascade"),
    foreignKey({ columns: [table.officeId, table.assistantUserId], foreignColumns: [officeMembers.officeId, officeMembers.userId] }).onDelete("cascade"),
    check("assisting_agents_range_check", sql`${table.startsOn} <= ${table.endsOn}`),
    check("assisting_agents_other_check", sql`${table.agentUserId} <> ${table.assistantUserId}`),
  ],
);

export type Office = typeof offices.$inferSelect;
export type OfficeMember = typeof officeMembers.$inferSelect;
export type OfficeInvitation = typeof officeInvitations.$inferSelect;
export type AssistingAgent = typeof assistingAgents.$inferSelect;
