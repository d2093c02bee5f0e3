import ICAL from "ical.js";
import type { Booking, EmailAttachment } from "@/db/schema";
import { isHoldingSlot, isLive, isScheduled, type BookingStatus } from "@/lib/vocabulary/booking-status";
import { formatZonedDateTime } from "@/lib/time/zoned-time";
import { APP_NAME, SHOWING_DURATION_MINUTES } from "@/lib/constants";
import { minutesAfter } from "@/lib/time/durations";

export type ShowingEvent = {
  confirmationNumber: string;
  startsAt: Date;
  address: string;
  /** The property's zone: the description states the local time, since UTC is all the file carries. */
  timeZone: string;
  /** Decides the file's STATUS: a request awaiting approval is tentative, a called-off one cancelled. */
  status: BookingStatus;
  details?: string;
  /** How many times the showing was moved: each move raises the SEQUENCE, so the newer time wins. */
  timeRevision?: number;
};

export const REMINDER_MINUTES = 15;

const title = (event: ShowingEvent) => `Property showing: ${event.address}`;
const description = (event: ShowingEvent) =>
  [
    `When: ${formatZonedDateTime(event.startsAt, event.timeZone)} (30 minutes)`,
    `Confirmation number: ${event.confirmationNumber}`,
    event.details,
  ]
    .filter(Boolean)
    .join("\n");
const endOf = (event: ShowingEvent) => minutesAfter(event.startsAt, SHOWING_DURATION_MINUTES);
const compactUtc = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export function googleCalendarUrl(event: ShowingEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: title(event),
    dates: `${compactUtc(event.startsAt)}/${compactUtc(endOf(event))}`,
    details: description(event),
    location: event.address,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(event: ShowingEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: title(event),
    startdt: event.startsAt.toISOString(),
    enddt: endOf(event).toISOString(),
    body: description(event),
    location: event.address,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

type EventStatus = "TENTATIVE" | "CONFIRMED" | "CANCELLED";

const ICS_SEQUENCE: Record<EventStatus, number> = { TENTATIVE: 0, CONFIRMED: 1, CANCELLED: 2 };

/** TENTATIVE until paid and approved, CANCELLED (same UID, so calendars drop the event) once the slot is let go. */
export function icsStatusOf(status: BookingStatus): EventStatus {
  if (!isHoldingSlot(status)) return "CANCELLED";
  return isLive(status) && !isScheduled(status) ? "TENTATIVE" : "CONFIRMED";
}

export const icsFilename = (confirmationNumber: string) => `showing-${confirmationNumber}.ics`;

/**
 * ical.js folds after `foldLength` octets and puts the space before the next chunk, so its
 * default of 75 makes continuation lines 76 octets. RFC 5545 § 3.1 allows 75 including that
 * space: chunks of 74. It folds between characters, never inside one.
 */
ICAL.foldLength = 74;

function component(name: string, properties: [string, unknown][]) {
  const result = new ICAL.Component(name);
  for (const [property, value] of properties) result.updatePropertyWithValue(property, value);
  return result;
}

/** One showing: a 30-minute event in UTC with a display reminder 15 minutes before. */
function showingComponent(event: ShowingEvent, stamp: ICAL.Time) {
  const status = icsStatusOf(event.status);
  const vevent = component("vevent", [
    ["uid", `${event.confirmationNumber}@showbook`],
    ["dtstamp", stamp],
    ["dtstart", ICAL.Time.fromJSDate(event.startsAt, true)],
    ["duration", ICAL.Duration.fromData({ minutes: SHOWING_DURATION_MINUTES })],
    // Same UID in every state; the rising SEQUENCE makes a calendar that imported the
    // tentative or confirmed event replace it instead of adding a second one.
    ["sequence", (event.timeRevision ?? 0) * 3 + ICS_SEQUENCE[status]],
    ["status", status],
    ["transp", status === "CANCELLED" ? "TRANSPARENT" : "OPAQUE"],
    ["summary", title(event)],
    ["description", description(event)],
    ["location", event.address],
  ]);
  vevent.addSubcomponent(
    component("valarm", [
      ["action", "DISPLAY"],
      ["description", title(event)],
      ["trigger", ICAL.Duration.fromData({ minutes: REMINDER_MINUTES, isNegative: true })],
    ]),
  );
  return vevent;
}

function calendarOf(events: readonly ShowingEvent[], now: Date, header: [string, unknown][]) {
  const calendar = component("vcalendar", [["version", "2.0"], ["calscale", "GREGORIAN"], ["method", "PUBLISH"], ...header]);
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const event of events) calendar.addSubcomponent(showingComponent(event, stamp));
  return calendar;
}

/**
 * An RFC 5545 calendar of the showings, written by ical.js: text values escaped everywhere
 * (the reminder's too) and lines folded at 75 octets (see foldLength), so accented addresses stay valid.
 */
export function buildIcsCalendarFile(events: ShowingEvent[]): string {
  return `${calendarOf(events, new Date(), [["prodid", `-//${APP_NAME}//Showings//EN`]]).toString()}\r\n`;
}

/** How often a calendar app should fetch the agent's subscription again. */
export const FEED_REFRESH = "PT15M";

/** The agent's calendar subscription: the same events (and UIDs) as the bookers' files, named, with a refresh hint. */
export function buildCalendarFeed(events: readonly ShowingEvent[], now = new Date()): string {
  const calendar = calendarOf(events, now, [
    ["prodid", `-//${APP_NAME}//Agent showings//EN`],
    ["x-wr-calname", `${APP_NAME} showings`],
    ["x-published-ttl", FEED_REFRESH],
  ]);
  // ical.js writes the VALUE=DURATION that RFC 7986 requires itself, for a type its design does not know.
  calendar.addPropertyWithValue("refresh-interval", ICAL.Duration.fromString(FEED_REFRESH));
  return `${calendar.toString()}\r\n`;
}

export const buildIcs = (event: ShowingEvent): string => buildIcsCalendarFile([event]);

/** A booking as its calendar event: its current time and state, the SEQUENCE raised by each move. */
export const showingEventOf = (
  booking: Pick<Booking, "confirmationNumber" | "startsAt" | "status" | "timeRevision">,
  property: { fullAddress: string; timezone: string },
): ShowingEvent => ({
  confirmationNumber: booking.confirmationNumber,
  startsAt: booking.startsAt,
  address: property.fullAddress,
  timeZone: property.timezone,
  status: booking.status,
  timeRevision: booking.timeRevision,
});

/**
 * The booker's calendar file as an e-mail attachment: the same UID as the file from the success
 * page with a higher SEQUENCE, so opening it moves (or, STATUS:CANCELLED, cancels) the event
 * already in the booker's calendar rather than adding a second one.
 */
export const icsAttachment = (event: ShowingEvent): EmailAttachment => ({
  filename: icsFilename(event.confirmationNumber),
  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  content: buildIcs(event),
});

export type CalendarLinks = { google: string; outlook: string; ics: string; icsFilename: string };

export const calendarLinks = (event: ShowingEvent): CalendarLinks => ({
  google: googleCalendarUrl(event),
  outlook: outlookCalendarUrl(event),
  ics: buildIcs(event),
  icsFilename: icsFilename(event.confirmationNumber),
});
