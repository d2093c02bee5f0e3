import { createEvent, type EventStatus } from "ics";
import type { BookingStatus } from "@/db/schema/bookings";
import { formatZonedDateTime } from "@/lib/availability/zoned-time";
import { APP_NAME, SHOWING_DURATION_MINUTES } from "@/lib/constants";

export type ShowingEvent = {
  confirmationNumber: string;
  startsAt: Date;
  address: string;
  /** The property's zone: the description states the local time, since UTC is all the file carries. */
  timeZone: string;
  /** Decides the file's STATUS: a request awaiting approval is tentative, a called-off one cancelled. */
  status: BookingStatus;
  details?: string;
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
const endOf = (event: ShowingEvent) => new Date(+event.startsAt + SHOWING_DURATION_MINUTES * 60_000);
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

const CANCELLED_STATUSES: BookingStatus[] = ["cancelled", "declined", "expired"];

const ICS_SEQUENCE: Record<EventStatus, number> = { TENTATIVE: 0, CONFIRMED: 1, CANCELLED: 2 };

/** TENTATIVE until the agent approves, CANCELLED (same UID, so calendars drop the event) once called off. */
export function icsStatusOf(status: BookingStatus): EventStatus {
  if (status === "pending" || status === "pending_payment") return "TENTATIVE";
  return CANCELLED_STATUSES.includes(status) ? "CANCELLED" : "CONFIRMED";
}

export const icsFilename = (confirmationNumber: string) => `showing-${confirmationNumber}.ics`;

/** An iCalendar file: a 30-minute event in UTC with a display reminder 15 minutes before. */
export function buildIcs(event: ShowingEvent): string {
  const start = event.startsAt;
  const status = icsStatusOf(event.status);
  const { error, value } = createEvent({
    // Same UID in every state; the rising SEQUENCE makes a calendar that imported the
    // tentative or confirmed event replace it instead of adding a second one.
    sequence: ICS_SEQUENCE[status],
    uid: `${event.confirmationNumber}@showbook`,
    productId: `${APP_NAME}//Showings//EN`,
    title: title(event),
    description: description(event),
    location: event.address,
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: SHOWING_DURATION_MINUTES },
    status,
    busyStatus: status === "CANCELLED" ? "FREE" : "BUSY",
    alarms: [{ action: "display", description: title(event), trigger: { minutes: REMINDER_MINUTES, before: true } }],
  });
  if (error || !value) throw error ?? new Error("Could not build the calendar file");
  return value;
}

export type CalendarLinks = { google: string; outlook: string; ics: string; icsFilename: string };

export const calendarLinks = (event: ShowingEvent): CalendarLinks => ({
  google: googleCalendarUrl(event),
  outlook: outlookCalendarUrl(event),
  ics: buildIcs(event),
  icsFilename: icsFilename(event.confirmationNumber),
});
