import { getTableColumns, getViewSelectedFields, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { WeeklySchedule } from "../../lib/availability/weekly-schedule";
import { OCCUPANCY_STATUSES } from "../../lib/vocabulary/occupancy";
import { offices } from "./offices";
import type { ConfirmationRule } from "../../lib/vocabulary/confirmations";
import { users } from "./users";

export type { DaySchedule, WeeklySchedule } from "../../lib/availability/weekly-schedule";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Owners of properties ("landlords" in the API), kept per agent. */
export const landlords = pgTable(
  "landlords",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isCompany: boolean("is_company").notNull().default(false),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    contactPersonName: text("contact_person_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    mailingAddressLine1: text("mailing_address_line1").notNull().default(""),
    mailingAddressLine2: text("mailing_address_line2").notNull().default(""),
    mailingCity: text("mailing_city").notNull().default(""),
    mailingState: text("mailing_state").notNull().default(""),
    mailingZip: text("mailing_zip").notNull().default(""),
    taxId: text("tax_id").notNull().default(""),
    // The owner hears of each showing by e-mail unless they opted out through the link in it.
    showingNotices: boolean("showing_notices").notNull().default(true),
    ...timestamps,
  },
  (table) => [index("landlords_agent_idx").on(table.agentId)],
);

export const residents = pgTable(
  "residents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    emergencyContactName: text("emergency_contact_name").notNull().default(""),
    emergencyContactPhone: text("emergency_contact_phone").notNull().default(""),
    leaseStartDate: date("lease_start_date"),
    leaseEndDate: date("lease_end_date"),
    monthlyRent: numeric("monthly_rent", { precision: 12, scale: 2 }),
    securityDeposit: numeric("security_deposit", { precision: 12, scale: 2 }),
    isActive: boolean("is_active").notNull().default(true),
    // § 1954(d)(1): e-mail and SMS are written notice only once the tenant agreed in writing.
    electronicNoticeConsentAt: timestamp("electronic_notice_consent_at", { withTimezone: true }),
    electronicNoticeConsentEvidence: text("electronic_notice_consent_evidence").notNull().default(""),
    // Standing written consent to showings outside normal business hours (§ 1954(b)), which widens the bookable hours.
    otherHoursConsentAt: timestamp("other_hours_consent_at", { withTimezone: true }),
    otherHoursConsentEvidence: text("other_hours_consent_evidence").notNull().default(""),
    ...timestamps,
  },
  (table) => [index("residents_agent_idx").on(table.agentId)],
);

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The office that owns the listing, or null for the agent's own. An agent who leaves keeps
     * their own listings; the office's go to a member the manager chooses.
     */
    officeId: uuid("office_id").references(() => offices.id, { onDelete: "set null" }),
    slug: text("slug").notNull().unique(),
    addressLine1: text("address_line1").notNull(),
    unitNumber: text("unit_number").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull().default("CA"),
    zipCode: text("zip_code").notNull().default(""),
    fullAddress: text("full_address").notNull(),
    timezone: text("timezone").notNull().default("America/Los_Angeles"),
    privateShowingInstructions: text("private_showing_instructions").notNull().default(""),
    showingInstructions: text("showing_instructions").notNull().default(""),
    // Lockbox or gate code, alarm notes: shown only to a confirmed booker, only this many hours before the showing.
    accessDetails: text("access_details").notNull().default(""),
    accessWindowHours: integer("access_window_hours").notNull().default(2),
    availabilityType: text("availability_type").notNull().default("custom"),
    customAvailability: jsonb("custom_availability").$type<WeeklySchedule>().notNull(),
    status: text("status", { enum: ["listed", "unlisted"] }).notNull().default("listed"),
    bookingApproval: text("booking_approval", { enum: ["automatic", "manual"] }).notNull().default("automatic"),
    bufferTimeMinutes: integer("buffer_time_minutes").notNull().default(0),
    occupancyStatus: text("occupancy_status", { enum: OCCUPANCY_STATUSES }).notNull().default("vacant"),
    propertyPhoto: text("property_photo"),
    usePublicProfile: boolean("use_public_profile").notNull().default(true),
    showingDurationMinutes: integer("showing_duration_minutes").notNull().default(30),
    advanceNoticeHours: integer("advance_notice_hours").notNull().default(24),
    shareCount: integer("share_count").notNull().default(0),
    isDemo: boolean("is_demo").notNull().default(false),
    // The linked owner and resident; their details are read through `propertyPeople`, never copied here.
    landlordId: uuid("landlord_id").references((): AnyPgColumn => landlords.id, { onDelete: "set null" }),
    residentId: uuid("resident_id").references((): AnyPgColumn => residents.id, { onDelete: "set null" }),
    residentType: text("resident_type", { enum: ["tenant", "owner"] }),
    // § 1954(d)(2): the written notice that the unit is for sale, which allows oral notice to buyers for 120 days.
    forSaleNoticeGivenOn: date("for_sale_notice_given_on"),
    // Whether the owner's activity report shows the visitors' feedback comments (rating and interest it always shows).
    shareFeedbackComments: boolean("share_feedback_comments").notNull().default(false),
    // Who must confirm each showing request, initial confirmers before final ones (empty: nobody; lib/bookings/confirmations).
    confirmations: jsonb("confirmations").$type<ConfirmationRule[]>().notNull().default([]),
    // Deleting a property that has bookings archives it: hidden everywhere, its showing and compliance records kept.
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("properties_agent_idx").on(table.agentId),
    index("properties_office_idx").on(table.officeId),
    index("properties_full_address_trgm_idx").using("gin", sql`${table.fullAddress} gin_trgm_ops`),
    check("properties_buffer_check", sql`${table.bufferTimeMinutes} in (0, 15, 30, 60)`),
    check("properties_advance_notice_check", sql`${table.advanceNoticeHours} >= 24`),
    check("properties_access_window_check", sql`${table.accessWindowHours} between 1 and 72`),
  ],
);

/**
 * A property's linked owner and resident as the spec's property fields name them (owner_type,
 * owner_first_name, …, resident_email): one row per property, read from `landlords` and
 * `residents` through the property's links, empty texts (and a null owner type) where none is
 * linked. Join it on `propertyId` wherever a property's people are read.
 */
export const propertyPeople = pgView("property_people", {
  propertyId: uuid("property_id").notNull(),
  ownerType: text("owner_type", { enum: ["individual", "entity"] }),
  ownerFirstName: text("owner_first_name").notNull(),
  ownerLastName: text("owner_last_name").notNull(),
  ownerEntityName: text("owner_entity_name").notNull(),
  ownerEntityType: text("owner_entity_type").notNull(),
  ownerPhone: text("owner_phone").notNull(),
  ownerEmail: text("owner_email").notNull(),
  residentFirstName: text("resident_first_name").notNull(),
  residentLastName: text("resident_last_name").notNull(),
  residentPhone: text("resident_phone").notNull(),
  residentEmail: text("resident_email").notNull(),
}).as(sql`select p.id as property_id,
    case when l.id is null then null when l.is_company then 'entity' else 'individual' end as owner_type,
    coalesce(l.first_name, '') as owner_first_name,
    coalesce(l.last_name, '') as owner_last_name,
    coalesce(l.company_name, '') as owner_entity_name,
    case when l.is_company then 'company' else '' end as owner_entity_type,
    coalesce(l.phone, '') as owner_phone,
    coalesce(l.email, '') as owner_email,
    coalesce(r.first_name, '') as resident_first_name,
    coalesce(r.last_name, '') as resident_last_name,
    coalesce(r.phone, '') as resident_phone,
    coalesce(r.email, '') as resident_email
  from properties p
  left join landlords l on l.id = p.landlord_id
  left join residents r on r.id = p.resident_id`);

const viewColumns = getViewSelectedFields(propertyPeople);
const peopleColumns = Object.fromEntries(Object.entries(viewColumns).filter(([name]) => name !== "propertyId")) as Omit<typeof viewColumns, "propertyId">;

/**
 * A property's columns and its people's, to select as one object from properties joined to
 * `propertyPeople`: `.select(propertyWithPeople).from(properties).innerJoin(propertyPeople,
 * eq(propertyPeople.propertyId, properties.id))`.
 */
export const propertyWithPeople = { ...getTableColumns(properties), ...peopleColumns };

/** The agent's public contact details, shown on booking pages and in notices. */
export const agentProfiles = pgTable("agent_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  agentName: text("agent_name").notNull().default(""),
  agentPhone: text("agent_phone").notNull().default(""),
  agentEmail: text("agent_email").notNull().default(""),
  agentLicense: text("agent_license").notNull().default(""),
  agentBrokerage: text("agent_brokerage").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Property = typeof properties.$inferSelect;
/** A property's linked owner and resident, as `propertyPeople` reads them. */
export type PropertyPeople = Omit<typeof propertyPeople.$inferSelect, "propertyId">;
/** A property with its linked owner and resident (`propertyWithPeople`). */
export type PropertyWithPeople = Property & PropertyPeople;
export type NewProperty = typeof properties.$inferInsert;
export type Landlord = typeof landlords.$inferSelect;
export type NewLandlord = typeof landlords.$inferInsert;
export type Resident = typeof residents.$inferSelect;
export type NewResident = typeof residents.$inferInsert;
export type AgentProfile = typeof agentProfiles.$inferSelect;

/**
 * Booking-page visits, one row per visitor per property per day (the key is a keyed hash of
 * IP and browser, never the IP itself). `bookedAt` marks the visits that ended in a booking,
 * so conversion = booked rows ÷ rows cannot pass 100 %.
 */
export const bookingPageViews = pgTable(
  "booking_page_views",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    day: date("day").notNull(),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.visitorKey, table.day] })],
);

/** The co-listing agents of a listing: members of its agent's office who share its notices and act on its showings. */
export const propertyCoAgents = pgTable(
  "property_co_agents",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    agentUserId: uuid("agent_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.agentUserId] }), index("property_co_agents_agent_idx").on(table.agentUserId)],
);
