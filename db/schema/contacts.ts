import { sql } from "drizzle-orm";
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type PgColumn } from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./users";
import { PROSPECT_STATUSES, PROSPECT_TYPES } from "../../lib/prospects/prospect-enums";

const agentId = () =>
  uuid("agent_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Kept from the bookings of a contact: how many, and when they were first and last in touch. */
const bookingHistory = {
  bookingsCount: integer("bookings_count").notNull().default(0),
  firstContact: timestamp("first_contact", { withTimezone: true }),
  lastContact: timestamp("last_contact", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// One contact per agent and e-mail address (case-insensitive); rows without an e-mail are not deduplicated.
const emailKey = (name: string, table: { agentId: PgColumn; email: PgColumn }) =>
  uniqueIndex(name)
    .on(table.agentId, sql`lower(${table.email})`)
    .where(sql`${table.email} <> ''`);

export const buyerAgentContacts = pgTable(
  "buyer_agent_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: agentId(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    licenseNumber: text("license_number").notNull().default(""),
    brokerageName: text("brokerage_name").notNull().default(""),
    specialties: text("specialties").notNull().default(""),
    ...bookingHistory,
  },
  (table) => [emailKey("buyer_agent_contacts_email_idx", table), index("buyer_agent_contacts_agent_idx").on(table.agentId)],
);

export const buyerContacts = pgTable(
  "buyer_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: agentId(),
    fullName: text("full_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** The addresses the buyer booked, latest first, separated by "; ". */
    showings: text("showings").notNull().default(""),
    ...bookingHistory,
  },
  (table) => [emailKey("buyer_contacts_email_idx", table), index("buyer_contacts_agent_idx").on(table.agentId)],
);

export const renterContacts = pgTable(
  "renter_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: agentId(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    leadSource: text("lead_source").notNull().default(""),
    budgetMin: numeric("budget_min", { precision: 12, scale: 2, mode: "number" }),
    budgetMax: numeric("budget_max", { precision: 12, scale: 2, mode: "number" }),
    moveInDate: date("move_in_date"),
    bedroomsDesired: integer("bedrooms_desired"),
    bathroomsDesired: numeric("bathrooms_desired", { precision: 3, scale: 1, mode: "number" }),
    preferredAreas: text("preferred_areas").notNull().default(""),
    pets: text("pets").notNull().default(""),
    ...bookingHistory,
  },
  (table) => [emailKey("renter_contacts_email_idx", table), index("renter_contacts_agent_idx").on(table.agentId)],
);

export { PROSPECT_STATUSES, PROSPECT_TYPES, type ProspectType } from "../../lib/prospects/prospect-enums";

export const prospects = pgTable(
  "prospects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: agentId(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    prospectType: text("prospect_type", { enum: PROSPECT_TYPES }).notNull(),
    propertyAddress: text("property_address").notNull().default(""),
    bookingDate: date("booking_date"),
    status: text("status", { enum: PROSPECT_STATUSES }).notNull().default("Active"),
    /** The booking a synced prospect came from; null for one added by hand. */
    sourceBookingId: uuid("source_booking_id").references(() => bookings.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("prospects_email_type_idx")
      .on(table.agentId, sql`lower(${table.email})`, table.prospectType)
      .where(sql`${table.email} <> ''`),
    index("prospects_agent_idx").on(table.agentId),
  ],
);

export type BuyerAgentContact = typeof buyerAgentContacts.$inferSelect;
export type BuyerContact = typeof buyerContacts.$inferSelect;
export type RenterContact = typeof renterContacts.$inferSelect;
export type Prospect = typeof prospects.$inferSelect;
