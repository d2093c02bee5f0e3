import type { NewNotification } from "@/db/schema";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@/lib/vocabulary/notice-channels";
import { renderEmail } from "@/lib/email/render";
import { cancelled } from "./cancelled";
import { completed } from "./completed";
import { planContext, present, type BookingEvent, type EventPlan, type PlanContext, type PlanInput, type Recipient } from "./context";
import { moveRefused, moveRequested } from "./move";
import { confirmationRequested, declined, requested } from "./request";
import { showing } from "./showing";

export { bookers, FOOTER, visitorOf, type AgentContact, type BookingEvent, type NoticeProperty, type OwnerContact, type PlanInput, type Teammate } from "./context";

/** Each event's module: whom it tells, as which kind, on which channels, in which words. */
const EVENTS: Record<BookingEvent, (ctx: PlanContext) => EventPlan> = {
  confirmation_requested: confirmationRequested,
  requested,
  declined,
  confirmed: showing,
  rescheduled: showing,
  cancelled,
  completed,
  move_requested: moveRequested,
  move_declined: moveRefused,
  move_expired: moveRefused,
};

type ChannelRow = Pick<NewNotification, "recipientAddress" | "subject" | "body" | "html" | "attachments" | "certified">;

/** How each channel addresses a recipient and what it carries; null when the recipient cannot be reached on it. */
const CHANNEL_ROWS: Record<NotificationChannel, (plan: EventPlan, recipient: Recipient, ctx: PlanContext) => Promise<ChannelRow | null>> = {
  email: async (plan, recipient) => {
    if (!present(recipient.email)) return null;
    const content = plan.email(recipient.role, recipient.name);
    const { html, text } = await renderEmail(content);
    return { recipientAddress: recipient.email, subject: content.subject, body: text, html, attachments: content.attachments ?? [] };
  },
  sms: async (plan, recipient) =>
    plan.sms && present(recipient.phone) ? { recipientAddress: recipient.phone, body: plan.sms(recipient.role) } : null,
  // The entry notice as a certified letter to the unit.
  mail: async (_plan, _recipient, ctx) => ({ recipientAddress: ctx.address, subject: ctx.notice.subject, body: ctx.notice.text, certified: true }),
};

async function rowsOf(input: PlanInput, ctx: PlanContext, plan: EventPlan, recipient: Recipient, stored: Pick<Recipient, "role" | "name">) {
  const kind = plan.kind(recipient.role);
  const base = {
    bookingId: input.booking.id,
    agentId: input.booking.agentId,
    kind,
    timeRevision: input.booking.timeRevision,
    recipientRole: stored.role,
    recipientName: stored.name,
    template: kind,
  };
  const rows: NewNotification[] = [];
  const used = plan.channels(recipient.role);
  for (const channel of NOTIFICATION_CHANNELS.filter((each) => used.includes(each))) {
    const row = await CHANNEL_ROWS[channel](plan, recipient, ctx);
    if (row) rows.push({ ...base, channel, ...row });
  }
  return rows;
}

/**
 * The outbox rows for one booking event: per recipient, one row per channel the event uses for
 * them, in the order of NOTIFICATION_CHANNELS. Each teammate (co-listing or assisting agent) gets
 * what the listing agent gets, with their own approval links, recorded under their own role.
 * Rows are rendered now so the audit trail holds exactly what was sent.
 */
export async function planBookingNotifications(input: PlanInput): Promise<NewNotification[]> {
  const ctx = planContext(input);
  const plan = EVENTS[input.event](ctx);
  const rows: NewNotification[] = [];
  for (const recipient of plan.recipients) rows.push(...(await rowsOf(input, ctx, plan, recipient, recipient)));
  if (!plan.recipients.some((recipient) => recipient.role === "listing_agent")) return rows;
  for (const teammate of input.teammates ?? []) {
    const own = { ...input, links: { ...input.links, ...teammate.links } };
    const ownCtx = planContext(own);
    const recipient: Recipient = { role: "listing_agent", ...teammate.contact };
    rows.push(...(await rowsOf(own, ownCtx, EVENTS[input.event](ownCtx), recipient, { role: teammate.role, name: teammate.contact.name })));
  }
  return rows;
}
