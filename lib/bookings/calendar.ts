import { createEvent } from "ics";
import { APP_NAME, SHOWING_DURATION_MINUTES } from "@/lib/constants";

export type ShowingEvent = {
  confirmationNumber: string;
  startsAt: Date;
  address: string;
  details?: string;
};

export const REMINDER_MINUTES = 15;

const title = (event: ShowingEvent) => `Property showing: ${event.address}`;
const description = (event: ShowingEvent) =>
  [`Confirmation number: ${event.confirmationNumber}`, event.details].filter(Boolean).join("\n");
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

export const icsFilename = (confirmationNumber: string) => `showing-${confirmationNumber}.ics`;

/** An iCalendar file: a 30-minute event in UTC with a display reminder 15 minutes before. */
export function buildIcs(event: ShowingEvent): string {
  const start = event.startsAt;
  const { error, value } = createEvent({
    uid: `${event.confirmationNumber}@showbook`,
    productId: `${APP_NAME}//Showings//EN`,
    title: title(event),
    description: description(event),
    location: event.address,
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: SHOWING_DURATION_MINUTES },
    status: "CONFIRMED",
    busyStatus: "BUSY",
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
