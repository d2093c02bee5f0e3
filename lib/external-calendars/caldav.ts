import { DOMParser } from "@xmldom/xmldom";
import { fetchCalendarText } from "./safe-fetch";

const CALDAV_NS = "urn:ietf:params:xml:ns:caldav";

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * The events of one CalDAV calendar collection between two instants: a REPORT
 * calendar-query with a time-range (RFC 4791 §7.8), with HTTP Basic authentication.
 * Returns each event resource's iCalendar text.
 */
export async function fetchCalDavEvents(
  { url, username, password }: { url: string; username: string; password: string },
  from: Date,
  until: Date,
): Promise<string[]> {
  const body =
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<c:calendar-query xmlns:d="DAV:" xmlns:c="${CALDAV_NS}">` +
    `<d:prop><c:calendar-data/></d:prop>` +
    `<c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT">` +
    `<c:time-range start="${utcStamp(from)}" end="${utcStamp(until)}"/>` +
    `</c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`;
  const xml = await fetchCalendarText({
    method: "REPORT",
    url,
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`,
      depth: "1",
      "content-type": "application/xml; charset=utf-8",
    },
    body,
  });
  const document = new DOMParser().parseFromString(xml, "application/xml");
  return Array.from(document.getElementsByTagNameNS(CALDAV_NS, "calendar-data"))
    .map((node) => node.textContent ?? "")
    .filter((text) => text.includes("BEGIN:VCALENDAR"));
}
