import { sql } from "drizzle-orm";
import { boolean, check, customType, date, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";
import { users } from "./users";
import { PAYMENT_STATUSES, REQUESTER_TYPES } from "../../lib/vocabulary/booking-enums";
import {
  ACTIVITY_CHANNELS,
  ACTOR_PARTIES,
  BOOKING_EVENTS,
  BOOKING_STATUSES,
  CONFIRMATION_STAGES,
  CONFIRMING_PARTIES,
} from "../../lib/vocabulary/booking-status";
import { CONFIRMATION_ANSWERS } from "../../lib/vocabulary/confirmations";
import { FEEDBACK_INTERESTS } from "../../lib/vocabulary/feedback-interest";

/** A PostgreSQL tstzrange, written as a literal such as `[2026-01-01T10:00Z,2026-01-01T10:45Z)`. */
const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

export { PAYMENT_STATUSES, REQUESTER_TYPES, type RequesterType } from "../../lib/vocabulary/booking-enums";
export { BOOKING_STATUSES, type BookingStatus } from "../../lib/vocabulary/booking-status";

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    confirmationNumber: text("confirmation_number").notNull().unique(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    // [starts_at, ends_at + buffer): two such ranges overlap exactly when the showings are
    // closer than the property's buffer, which is what the exclusion constraint forbids.
    blockedPeriod: tstzrange("blocked_period").notNull(),
    showingDate: date("showing_date").notNull(),
    showingTime: text("showing_time").notNull(),
    requesterType: text("requester_type", { enum: REQUESTER_TYPES }).notNull(),
    buyerName: text("buyer_name").notNull().default(""),
    buyerEmail: text("buyer_email").notNull().default(""),
    buyerPhone: text("buyer_phone").notNull().default(""),
    buyerAgentName: text("buyer_agent_name").notNull().default(""),
    buyerAgentEmail: text("buyer_agent_email").notNull().default(""),
    buyerAgentPhone: text("buyer_agent_phone").notNull().default(""),
    specialRequests: text("special_requests").notNull().default(""),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    feeCents: integer("fee_cents").notNull(),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    stripePaymentIntentId: text("stripe_payment_intent_id").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // Set in the transaction that makes a refund due; cleared by nothing. A job refunds every
    // booking with this set and money still held, so a failed Stripe call is retried.
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    // The refund job's last try and what Stripe answered when it refused, so one refused
    // refund is seen and goes to the back of the line instead of blocking the others.
    refundAttemptedAt: timestamp("refund_attempted_at", { withTimezone: true }),
    refundError: text("refund_error"),
    stripeRefundId: text("stripe_refund_id"),
    // The mailbox the booker's e-mail reaches (lower case, plus-tag removed, and dots too where
    // the provider ignores them): the cap on unpaid holds counts per mailbox, not per alias.
    bookerMailbox: text("booker_mailbox").notNull().default(""),
    manageToken: text("manage_token").notNull().unique(),
    // How many times the showing was moved; each time's notices carry the revision they
    // announce, and the guarded update on it lets a booker move a showing only once.
    timeRevision: integer("time_revision").notNull().default(0),
    // A move the booker asked for at a manual-approval property, waiting for the agent. The
    // booked time stays held and in force until the move is approved; the asked-for time is
    // held beside it (the exclusion constraint covers both periods). Cleared when decided;
    // a declined move leaves moveDeclinedAt.
    moveStartsAt: timestamp("move_starts_at", { withTimezone: true }),
    moveEndsAt: timestamp("move_ends_at", { withTimezone: true }),
    moveBlockedPeriod: tstzrange("move_blocked_period"),
    moveShowingDate: date("move_showing_date"),
    moveShowingTime: text("move_showing_time"),
    moveDeclinedAt: timestamp("move_declined_at", { withTimezone: true }),
    tenantConsent: boolean("tenant_consent").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason").notNull().default(""),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    feedback: text("feedback").notNull().default(""),
    feedbackRating: integer("feedback_rating"),
    feedbackInterest: text("feedback_interest", { enum: FEEDBACK_INTERESTS }),
    // When the first feedback answer came: the agent and the owner are told of it once.
    feedbackAt: timestamp("feedback_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_property_starts_idx").on(table.propertyId, table.startsAt),
    index("bookings_agent_starts_idx").on(table.agentId, table.startsAt),
    index("bookings_hold_idx").on(table.holdExpiresAt).where(sql`${table.status} = 'pending_payment'`),
    index("bookings_hold_mailbox_idx").on(table.bookerMailbox).where(sql`${table.status} = 'pending_payment'`),
    index("bookings_refund_due_idx")
      .on(table.refundRequestedAt)
      .where(sql`${table.refundRequestedAt} is not null and ${table.paymentStatus} = 'succeeded'`),
    check("bookings_time_order_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * Every time a booking's access details were shown to the booker, and where: append-only, the
 * booking's audit trail of who could open the door.
 */
export const accessReveals = pgTable(
  "access_reveals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["manage_page", "reminder"] }).notNull(),
    revealedAt: timestamp("revealed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("access_reveals_booking_idx").on(table.bookingId, table.revealedAt)],
);

/**
 * Every move of a booking's status, append-only (a trigger refuses updates and deletes but the
 * cascade from deleting the booking): who (a user, the booker or the app), what, from which
 * status to which, through which channel, when, and why if a reason was given.
 */
export const bookingActivity = pgTable(
  "booking_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    actor: text("actor", { enum: ACTOR_PARTIES }).notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    event: text("event", { enum: BOOKING_EVENTS }).notNull(),
    fromStatus: text("from_status", { enum: BOOKING_STATUSES }),
    toStatus: text("to_status", { enum: BOOKING_STATUSES }).notNull(),
    channel: text("channel", { enum: ACTIVITY_CHANNELS }).notNull(),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("booking_activity_booking_idx").on(table.bookingId, table.at)],
);

/**
 * Who is asked to confirm a request at a listing with confirmers, one row per party, written when
 * the request is placed (the listing's rules and the party's contact as they were then). A stage's
 * rows are asked (askedAt) once every earlier stage has said yes; each is answered once
 * (answeredAt, guarded on it being null), by the party's link or text, or by the agent for them
 * (answeredByUserId).
 */
export const bookingConfirmations = pgTable(
  "booking_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    party: text("party", { enum: CONFIRMING_PARTIES }).notNull(),
    stage: text("stage", { enum: CONFIRMATION_STAGES }).notNull(),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    askedAt: timestamp("asked_at", { withTimezone: true }),
    answer: text("answer", { enum: CONFIRMATION_ANSWERS }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answerChannel: text("answer_channel", { enum: ACTIVITY_CHANNELS }),
    answeredByUserId: uuid("answered_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("booking_confirmations_party_unique").on(table.bookingId, table.party), index("booking_confirmations_phone_idx").on(table.phone)],
);

/** Stripe webhook events already handled, so a redelivered event changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingActivity = typeof bookingActivity.$inferSelect;
export type AccessReveal = typeof accessReveals.$inferSelect;
export type BookingConfirmation = typeof bookingConfirmations.$inferSelect;
