import ICAL from "ical.js";
import type { BookingStatus } from "@/db/schema/bookings";
import { formatZonedDateTime } from "@/lib/availability/zoned-time";
import { APP_NAME, SHOWING_DURATION_MINUTES } from "@/lib/constants";
import { icsStatusOf } from "./calendar";

/** One showing as the agent's calendar subscription shows it; private access details are never part of it. */
export type FeedShowing = {
  confirmationNumber: string;
  status: BookingStatus;
  startsAt: Date;
  address: string;
  timeZone: string;
  bookerName: string;
  /** Rises each time the showing is moved. */
  timeRevision: number;
  updatedAt: Date;
};

/** How often a calendar app should fetch the subscription again. */
export const FEED_REFRESH = "PT15M";

const STATUS_ORDER = { TENTATIVE: 0, CONFIRMED: 1, CANCELLED: 2 } as const;

function component(name: string, properties: [string, unknown][]) {
  const result = new ICAL.Component(name);
  for (const [property, value] of properties) result.updatePropertyWithValue(property, value);
  return result;
}

function showingEvent(showing: FeedShowing, stamp: ICAL.Time) {
  const status = icsStatusOf(showing.status);
  return component("vevent", [
    // The booker's calendar file uses the same UID, so the two never disagree about one showing.
    ["uid", `${showing.confirmationNumber}@showbook`],
    ["dtstamp", stamp],
    ["last-modified", ICAL.Time.fromJSDate(showing.updatedAt, true)],
    ["dtstart", ICAL.Time.fromJSDate(showing.startsAt, true)],
    ["duration", ICAL.Duration.fromSeconds(SHOWING_DURATION_MINUTES * 60)],
    // A move or a status change always raises the sequence, so the newer version wins.
    ["sequence", showing.timeRevision * 3 + STATUS_ORDER[status]],
    ["status", status],
    ["transp", status === "CANCELLED" ? "TRANSPARENT" : "OPAQUE"],
    ["summary", `${status === "CANCELLED" ? "Cancelled: " : ""}Showing: ${showing.address}`],
    [
      "description",
      [
        `When: ${formatZonedDateTime(showing.startsAt, showing.timeZone)} (${SHOWING_DURATION_MINUTES} minutes)`,
        `Booked by: ${showing.bookerName || "—"}`,
        `Confirmation number: ${showing.confirmationNumber}`,
      ].join("\n"),
    ],
    ["location", showing.address],
  ]);
}

/** The agent's subscription: an RFC 5545 calendar written by ical.js, one event per showing. */
export function buildCalendarFeed(showings: readonly FeedShowing[], now = new Date()): string {
  const calendar = component("vcalendar", [
    ["version", "2.0"],
    ["prodid", `-//${APP_NAME}//Agent showings//EN`],
    ["calscale", "GREGORIAN"],
    ["method", "PUBLISH"],
    ["x-wr-calname", `${APP_NAME} showings`],
    ["x-published-ttl", FEED_REFRESH],
  ]);
  calendar.addPropertyWithValue("refresh-interval", ICAL.Duration.fromString(FEED_REFRESH)).setParameter("value", "DURATION");
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const showing of showings) calendar.addSubcomponent(showingEvent(showing, stamp));
  return `${calendar.toString()}\r\n`;
}
