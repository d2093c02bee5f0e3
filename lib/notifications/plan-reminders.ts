import type { Booking, NewNotification, NotificationKind, Property } from "@/db/schema";
import { isScheduled } from "@/lib/vocabulary/booking-status";
import { addDays, formatLocalDate, formatZonedDateTime, formatZonedTime, fromLocal, toLocal } from "@/lib/time/zoned-time";
import { APP_NAME } from "@/lib/constants";
import { formatPhone } from "@/lib/phone/phone";
import { bookers, FOOTER, visitorOf, type AgentContact, type NoticeProperty, type Teammate } from "./booking-plan";
import { renderEmail } from "@/lib/email/render";
import { HOUR_MS } from "@/lib/time/durations";
import { isOccupied } from "@/lib/vocabulary/occupancy";


/** The booker's reminders, by how long before the showing they are due. */
export const BOOKER_REMINDERS = [
  { kind: "showing_reminder_24h", hoursBefore: 24 },
  { kind: "showing_reminder_2h", hoursBefore: 2 },
] as const satisfies readonly { kind: NotificationKind; hoursBefore: number }[];

/** The resident's reminder is due from this property-local time on the day before the showing. */
export const RESIDENT_REMINDER_TIME = "09:00";
/** The agent's agenda of the day's showings is due from this property-local time. */
export const AGENDA_TIME = "07:00";

/** Kinds that announce one time of one booking: not sent once the showing is cancelled or moved. */
export const REMINDER_KINDS: NotificationKind[] = ["showing_reminder_24h", "showing_reminder_2h", "resident_reminder"];

export type ReminderBooking = {
  booking: Booking;
  property: NoticeProperty & Pick<Property, "privateShowingInstructions" | "accessDetails" | "accessWindowHours">;
  agent: AgentContact;
};

/**
 * The booker and resident reminders of a confirmed showing due at `now`. A booker reminder
 * is due from its hours before the start until the next one is (a late run sends only the
 * latest); the resident's from 9 AM the day before until the showing.
 */
export function dueReminders({ booking, property }: ReminderBooking, now: Date): NotificationKind[] {
  const untilStart = +booking.startsAt - +now;
  if (!isScheduled(booking.status) || untilStart <= 0) return [];
  const due: NotificationKind[] = [];
  const booker = BOOKER_REMINDERS.find(({ hoursBefore }, index) => {
    const next = BOOKER_REMINDERS[index + 1];
    return untilStart <= hoursBefore * HOUR_MS && (!next || untilStart > next.hoursBefore * HOUR_MS);
  });
  if (booker) due.push(booker.kind);
  if (isOccupied(property)) {
    const from = fromLocal(addDays(booking.showingDate, -1), RESIDENT_REMINDER_TIME, property.timezone);
    if (from && now >= from) due.push("resident_reminder");
  }
  return due;
}

/** Whether the agent's agenda for the property-local day of `now` is due (from 7 AM that day). */
export function agendaDayOf(now: Date, timeZone: string): string | null {
  const local = toLocal(now, timeZone);
  return local.time >= AGENDA_TIME ? local.date : null;
}

/** One agenda per person, property zone and day, whatever their role in its showings. */
export const agendaKey = (userId: string, timeZone: string, date: string) => `agenda:${userId}:${timeZone}:${date}`;

/** How much of the access details a reminder SMS carries; the e-mail and the manage page have them all. */
export const SMS_ACCESS_CHARS = 160;

/** The access details cut to SMS_ACCESS_CHARS at a word, pointing to the manage page for the rest. */
export function smsAccess(access: string): string {
  const text = access.replace(/\s+/g, " ").trim();
  if (text.length <= SMS_ACCESS_CHARS) return text;
  const cut = text.slice(0, SMS_ACCESS_CHARS + 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : SMS_ACCESS_CHARS)}... (all of it on the manage page)`;
}

/**
 * The outbox rows of one reminder: e-mail and SMS (SMS only to numbers that did not reply STOP).
 * `access` is the property's access details when the booker may see them now (revealAccessDetails).
 */
export async function planReminder(
  input: ReminderBooking,
  kind: NotificationKind,
  appUrl: string,
  now: Date,
  access: string | null = null,
): Promise<NewNotification[]> {
  const { booking, property, agent } = input;
  const tz = property.timezone;
  const day = toLocal(now, tz).date === booking.showingDate ? "today" : "tomorrow";
  const when = formatZonedDateTime(booking.startsAt, tz);
  const ref = `Confirmation number: ${booking.confirmationNumber}`;
  const base = { bookingId: booking.id, agentId: booking.agentId, kind, template: kind, timeRevision: booking.timeRevision, essential: false };
  const rows: NewNotification[] = [];

  if (kind === "resident_reminder") {
    const name = `${property.residentFirstName} ${property.residentLastName}`.trim();
    const agentReach = agent.phone ? ` ${agent.name || "The listing agent"} can be reached at ${formatPhone(agent.phone)}.` : "";
    const sentence = `A showing of your unit at ${property.fullAddress} is scheduled for ${when} (30 minutes), as announced in the notice of entry.`;
    const recipient = { ...base, recipientRole: "resident" as const, recipientName: name };
    if (property.residentEmail) {
      const content = {
        subject: `Reminder: showing at ${property.fullAddress} ${day}, ${formatZonedTime(booking.startsAt, tz)}`,
        heading: `Reminder: a showing ${day}`,
        paragraphs: [`Hello ${name || "there"},`, sentence + agentReach, ref],
        footer: FOOTER,
      };
      const { html, text } = await renderEmail(content);
      rows.push({ ...recipient, channel: "email", recipientAddress: property.residentEmail, subject: content.subject, body: text, html });
    }
    if (property.residentPhone) {
      rows.push({ ...recipient, channel: "sms", recipientAddress: property.residentPhone, body: `${APP_NAME} reminder: ${sentence}${agentReach} Ref ${booking.confirmationNumber}.` });
    }
    return rows;
  }

  const manageUrl = `${appUrl}/bookings/manage/${booking.manageToken}`;
  for (const recipient of bookers(booking)) {
    const row = { ...base, recipientRole: recipient.role, recipientName: recipient.name };
    if (recipient.email) {
      const content = {
        subject: `Reminder: your showing of ${property.fullAddress} ${day}, ${when}`,
        heading: `Your showing is ${day}`,
        paragraphs: [
          `Hello ${recipient.name || "there"}, your 30-minute showing of ${property.fullAddress} is on ${when}.`,
          ref,
          ...(access ? [`Access details: ${access}`] : []),
          ...(agent.phone ? [`The listing agent, ${agent.name || "your host"}, can be reached at ${formatPhone(agent.phone)}.`] : []),
        ],
        links: [{ label: "Manage your showing", href: manageUrl }],
        footer: FOOTER,
      };
      const { html, text } = await renderEmail(content);
      rows.push({ ...row, channel: "email", recipientAddress: recipient.email, subject: content.subject, body: text, html });
    }
    if (recipient.phone) {
      rows.push({
        ...row,
        channel: "sms",
        recipientAddress: recipient.phone,
        body: `${APP_NAME} reminder: your showing at ${property.fullAddress} is ${day}, ${when}.${access ? ` Access: ${smsAccess(access)}` : ""} Manage: ${manageUrl} Ref ${booking.confirmationNumber}.`,
      });
    }
  }
  return rows;
}

/** Who reads an agenda, and as whom: the listing agent of a showing, or a co-listing or assisting agent of it. */
export type AgendaReader = { userId: string; role: "listing_agent" | Teammate["role"]; contact: AgentContact };
/** A showing in someone's agenda, with the role they have in it. */
export type AgendaShowing = ReminderBooking & { role: AgendaReader["role"] };

/** What a teammate's agenda says of a showing that is not their own listing's. */
function asWhom({ role, agent }: AgendaShowing): string {
  if (role === "co_agent") return " · as co-listing agent";
  if (role === "assisting_agent") return ` · covering for ${agent.name || agent.email}`;
  return "";
}

/**
 * A person's morning e-mail: the day's remaining showings in one property-local zone, in order.
 * Their own listings' showings and those they co-list or cover for that day are in one agenda
 * (one per person, zone and day: its dedupe key), each teammate's showing saying as whom.
 */
export async function planAgenda(
  reader: AgendaReader,
  timeZone: string,
  date: string,
  showings: AgendaShowing[],
  appUrl: string,
): Promise<NewNotification> {
  const sorted = [...showings].sort((a, b) => +a.booking.startsAt - +b.booking.startsAt);
  const day = formatLocalDate(sorted[0].booking.startsAt, timeZone);
  const count = `${sorted.length} ${sorted.length === 1 ? "showing" : "showings"}`;
  const content = {
    subject: `Today's showings: ${count} on ${day}`,
    heading: `Your ${count} today`,
    paragraphs: sorted.map((showing) => {
      const { booking, property } = showing;
      const visitor = visitorOf(booking);
      const reach = [formatPhone(visitor.phone), visitor.email].filter(Boolean).join(", ");
      return `${formatZonedTime(booking.startsAt, timeZone)} · ${property.fullAddress} · ${visitor.name} (${visitor.type}${reach ? `, ${reach}` : ""}) · ${booking.confirmationNumber}${asWhom(showing)}`;
    }),
    links: [{ label: "Open your dashboard", href: `${appUrl}/upcoming` }],
    footer: FOOTER,
  };
  const { html, text } = await renderEmail(content);
  return {
    agentId: reader.userId,
    kind: "agent_agenda",
    template: "agent_agenda",
    dedupeKey: agendaKey(reader.userId, timeZone, date),
    channel: "email",
    recipientRole: reader.role,
    recipientName: reader.contact.name,
    recipientAddress: reader.contact.email,
    subject: content.subject,
    body: text,
    html,
    essential: false,
  };
}
