import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./users";
import { NOTIFICATION_CHANNELS } from "../../lib/vocabulary/notice-channels";
import { MANUAL_NOTICE_METHODS } from "../../lib/compliance/manual-notice-methods";

export { NOTIFICATION_CHANNELS, type NotificationChannel } from "../../lib/vocabulary/notice-channels";
export { MANUAL_NOTICE_METHODS, type ManualNoticeMethod } from "../../lib/compliance/manual-notice-methods";

// "sending": claimed by one worker until its lease ends, so no two workers send one notice.
export const NOTIFICATION_STATUSES = ["queued", "sending", "sent", "delivered", "failed", "bounced"] as const;
export const RECIPIENT_ROLES = ["listing_agent", "buyer", "buyer_agent", "resident", "owner", "co_agent", "assisting_agent"] as const;
/** Agents who get the listing agent's notices beside them: the listing's co-listing agents and the agent's assisting agent of the day. */
export const TEAMMATE_ROLES = ["co_agent", "assisting_agent"] as const satisfies readonly (typeof RECIPIENT_ROLES)[number][];
export const NOTIFICATION_KINDS = [
  "booking_confirmation",
  "new_booking",
  "entry_notice",
  "booking_cancelled",
  "booking_rescheduled",
  "feedback_request",
  "approval_request",
  "request_received",
  "booking_declined",
  "owner_notice",
  "email_verification",
  "showing_reminder_24h",
  "showing_reminder_2h",
  "resident_reminder",
  "agent_agenda",
  "move_request",
  "move_request_received",
  "move_declined",
  "feedback_received",
  "owner_report",
  "occupant_preferences_link",
  "office_invitation",
  "confirmation_request",
] as const;

/** A file attached to an e-mail, as text (a calendar file). */
export type EmailAttachment = { filename: string; contentType: string; content: string };

export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The outbox and audit trail: one row per message to one recipient on one channel.
 * The unique key (booking, time revision, role, channel, kind; and the address for co-listing and
 * assisting agents, who may be several) makes writing it idempotent
 * while every new time of a booking gets its own notices, and its id is the idempotency
 * key given to the provider. Account messages (e-mail verification) have no booking.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** The booking's time revision this notice announces. */
    timeRevision: integer("time_revision").notNull().default(0),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    recipientRole: text("recipient_role", { enum: RECIPIENT_ROLES }).notNull(),
    recipientName: text("recipient_name").notNull().default(""),
    recipientAddress: text("recipient_address").notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    html: text("html"),
    /** Files sent with an e-mail (a booker's updated calendar event), kept with what was sent. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    essential: boolean("essential").notNull().default(true),
    certified: boolean("certified").notNull().default(false),
    status: text("status", { enum: NOTIFICATION_STATUSES }).notNull().default("queued"),
    provider: text("provider").notNull().default(""),
    providerId: text("provider_id"),
    trackingNumber: text("tracking_number"),
    attempts: integer("attempts").notNull().default(0),
    /** When the relay handed the notice to a job; the job's own retries take it from there. */
    enqueuedAt: timestamp("enqueued_at", { withTimezone: true }),
    /** Until when the worker that claimed it ("sending") owns it; after that it may be claimed again. */
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Once-only key of a message that belongs to no one booking time (the agent's daily agenda). */
    dedupeKey: text("dedupe_key"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("notifications_once_per_time_idx")
      .on(table.bookingId, table.timeRevision, table.recipientRole, table.channel, table.kind)
      .where(sql`${table.recipientRole} not in ('co_agent', 'assisting_agent')`),
    // A listing has several co-listing agents: each is told once, by their own address.
    uniqueIndex("notifications_teammate_once_per_time_idx")
      .on(table.bookingId, table.timeRevision, table.recipientRole, table.channel, table.kind, table.recipientAddress)
      .where(sql`${table.recipientRole} in ('co_agent', 'assisting_agent')`),
    uniqueIndex("notifications_dedupe_key_idx").on(table.dedupeKey),
    index("notifications_relay_idx").on(table.createdAt).where(sql`${table.status} in ('queued', 'sending')`),
    index("notifications_provider_idx").on(table.provider, table.providerId),
    index("notifications_agent_created_idx").on(table.agentId, table.createdAt),
  ],
);

/** Append-only history of every notification's status changes and provider callbacks. */
export const notificationEvents = pgTable(
  "notification_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("notification_events_notification_idx").on(table.notificationId)],
);

/** Provider webhook deliveries already applied, so a replay changes nothing. */
export const providerWebhookEvents = pgTable("provider_webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The § 1954 verdict of one booking, recomputed whenever one of its notices changes. */
export const complianceRecords = pgTable("compliance_records", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  applicable: boolean("applicable").notNull(),
  compliant: boolean("compliant").notNull(),
  checks: jsonb("checks").$type<{ rule: string; passed: boolean; detail: string; citation?: string }[]>().notNull(),
  /** What would still make the notice effective; empty once it is. */
  missing: text("missing").array().notNull().default(sql`'{}'::text[]`),
  hoursOfNotice: numeric("hours_of_notice", { precision: 8, scale: 1, mode: "number" }),
  noticeEffectiveAt: timestamp("notice_effective_at", { withTimezone: true }),
  countedChannels: text("counted_channels").array().notNull().default(sql`'{}'::text[]`),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The agent's record of a notice given by hand (§ 1954(d)): when, how and by whom. Append-only. */
export const manualNotices = pgTable(
  "manual_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    method: text("method", { enum: MANUAL_NOTICE_METHODS }).notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    givenBy: text("given_by").notNull(),
    /** The booking's time revision the notice announced; after a move it no longer counts. */
    timeRevision: integer("time_revision").notNull().default(0),
    recordedBy: uuid("recorded_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("manual_notices_booking_idx").on(table.bookingId)],
);

/** Phone numbers that replied STOP: only essential messages still reach them. */
export const smsOptOuts = pgTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type ComplianceRecord = typeof complianceRecords.$inferSelect;
export type ManualNotice = typeof manualNotices.$inferSelect;
