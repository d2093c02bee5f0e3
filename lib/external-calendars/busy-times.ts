import ICAL from "ical.js";
import type { BusyInterval } from "@/db/schema";
import { DAY_MS, HOUR_MS } from "@/lib/time/durations";
import { fromLocalOrAfterGap, isKnownTimeZone } from "@/lib/time/zoned-time";
import { CalendarCapError, unreadable } from "./read-errors";

/** How far ahead busy times are read: the booking horizon with a day to spare. */
export const BUSY_HORIZON_DAYS = 16;

/**
 * What reading one calendar may cost. Past any of them the calendar is refused with a message
 * saying which, and its previous busy times are kept (lib/external-calendars/calendars.ts).
 */
export const CALENDAR_CAPS = {
  /** BEGIN lines: events, their changed occurrences, alarms, time zones. */
  components: 10_000,
  /** Components inside components: an alarm in an event in a calendar is 3. */
  depth: 8,
  /** Values of RDATE and EXDATE. */
  dateValues: 5_000,
  /** Steps of the recurrence rules, the occurrences before the 16 days included. */
  steps: 50_000,
  /** Busy intervals within the 16 days. */
  busy: 2_000,
} as const;

const CAP_MESSAGES: Record<keyof typeof CALENDAR_CAPS, string> = {
  components: `too many events (more than ${CALENDAR_CAPS.components.toLocaleString("en-US")})`,
  depth: `too many events inside one another (more than ${CALENDAR_CAPS.depth} levels)`,
  dateValues: `too many events on listed dates (more than ${CALENDAR_CAPS.dateValues.toLocaleString("en-US")} RDATE and EXDATE values)`,
  steps: `too many events: its recurring events repeat more than ${CALENDAR_CAPS.steps.toLocaleString("en-US")} times`,
  busy: `too many events in the next ${BUSY_HORIZON_DAYS} days (more than ${CALENDAR_CAPS.busy.toLocaleString("en-US")})`,
};

const overCap = (cap: keyof typeof CALENDAR_CAPS) => new CalendarCapError(unreadable(CAP_MESSAGES[cap]).message);

/** Every zone is within 14 hours of UTC: a floating time this far outside the window is outside it everywhere. */
const ZONE_MARGIN_MS = 14 * HOUR_MS;

type Budget = { components: number; dateValues: number; steps: number };

/** Counts components, nesting and date values on the text, before the parser builds anything from it. */
function checkShape(text: string, budget: Budget) {
  let depth = 0;
  for (const line of text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/)) {
    const name = line.slice(0, 6).toUpperCase();
    if (name === "BEGIN:") {
      if (++depth > CALENDAR_CAPS.depth) throw overCap("depth");
      if (++budget.components > CALENDAR_CAPS.components) throw overCap("components");
    } else if (name.startsWith("END:")) {
      depth--;
    } else if (name.startsWith("RDATE") || name.startsWith("EXDATE")) {
      budget.dateValues += line.split(",").length;
      if (budget.dateValues > CALENDAR_CAPS.dateValues) throw overCap("dateValues");
    }
  }
}

/** An instant in milliseconds, or a floating wall-clock time (as if it were UTC) that the property's zone reads. */
type Point = { ms: number; floating: boolean };

const wallMs = (time: ICAL.Time) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/**
 * A DATE (all-day) value or a time without a zone is floating: it means that wall-clock time
 * wherever the agent is, so it is kept as such and read in the property's zone. A TZID the
 * calendar defines no VTIMEZONE for, but that is an IANA zone, is read in that zone; never in
 * the server's.
 */
function pointOf(time: ICAL.Time, tzid: string | undefined): Point {
  if (!time.isDate && time.zone !== ICAL.Timezone.localTimezone) return { ms: time.toUnixTime() * 1000, floating: false };
  const wall = wallMs(time);
  if (time.isDate || !tzid || !isKnownTimeZone(tzid)) return { ms: wall, floating: true };
  const iso = new Date(wall).toISOString();
  return { ms: +fromLocalOrAfterGap(iso.slice(0, 10), iso.slice(11, 16), tzid), floating: false };
}

/** The TZID of one of a component's date properties. */
function tzidOf(component: ICAL.Component, property: "dtstart" | "dtend"): string | undefined {
  const tzid = component.getFirstProperty(property)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : undefined;
}

function intervalOf(item: ICAL.Event, start: ICAL.Time, end: ICAL.Time): [Point, Point] {
  const from = pointOf(start, tzidOf(item.component, "dtstart"));
  const to = pointOf(end, tzidOf(item.component, "dtend") ?? tzidOf(item.component, "dtstart"));
  // One end floating and the other not (an odd file): the wall-clock length decides the end.
  return from.floating === to.floating ? [from, to] : [from, { ms: from.ms + wallMs(end) - wallMs(start), floating: from.floating }];
}

function blocksTime(event: ICAL.Event): boolean {
  const transparency = String(event.component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

/** Seconds of one period of the rules whose periods have a fixed length on the wall clock. */
const PERIOD_SECONDS: Partial<Record<string, number>> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3_600, DAILY: 86_400, WEEKLY: 604_800 };

/**
 * Where to start a recurring event's iterator: a rule without COUNT whose period has a fixed
 * length (daily every weekday since 2012, hourly…) starts a whole number of periods later, two
 * days and the event's length before the window, so years of past occurrences are not stepped
 * through. The pattern is the same (its periods stay aligned to DTSTART); an occurrence the
 * later start adds ends before the window.
 */
function iteratorStart(event: ICAL.Event, fromMs: number): ICAL.Time | undefined {
  const rules = event.component.getAllProperties("rrule");
  if (rules.length !== 1) return undefined;
  const rule = rules[0].getFirstValue() as ICAL.Recur;
  const periodSeconds = PERIOD_SECONDS[rule.freq] && PERIOD_SECONDS[rule.freq]! * (rule.interval || 1);
  if (rule.count || !periodSeconds) return undefined;
  const start = pointOf(event.startDate, tzidOf(event.component, "dtstart"));
  const lead = 2 * DAY_MS + ZONE_MARGIN_MS + event.duration.toSeconds() * 1000;
  const periods = Math.floor((fromMs - lead - start.ms) / (periodSeconds * 1000));
  if (periods < 1) return undefined;
  const later = event.startDate.clone();
  later.adjust(0, 0, 0, periods * periodSeconds);
  return later;
}

const floatingText = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/**
 * The busy intervals of one or more iCalendar texts between `from` and `from + 16 days`:
 * VEVENTs that are not TRANSPARENT or CANCELLED, recurring ones expanded (with their changed
 * and cancelled occurrences). Times with a TZID use the calendar's VTIMEZONEs (or the IANA zone
 * of that name); floating ones are kept as wall-clock times (`floating: true`). Throws a
 * CalendarCapError past any of CALENDAR_CAPS, whatever the file's rules ask for.
 */
export function busyIntervals(calendars: readonly string[], from: Date): BusyInterval[] {
  const fromMs = +from;
  const untilMs = fromMs + BUSY_HORIZON_DAYS * DAY_MS;
  const budget: Budget = { components: 0, dateValues: 0, steps: 0 };
  const busy: BusyInterval[] = [];
  const add = ([start, end]: [Point, Point]) => {
    const margin = start.floating ? ZONE_MARGIN_MS : 0;
    if (!(end.ms > start.ms && end.ms > fromMs - margin && start.ms < untilMs + margin)) return;
    if (busy.length >= CALENDAR_CAPS.busy) throw overCap("busy");
    busy.push(
      start.floating
        ? { start: floatingText(start.ms), end: floatingText(end.ms), floating: true }
        : { start: new Date(start.ms).toISOString(), end: new Date(end.ms).toISOString() },
    );
  };
  for (const text of calendars) {
    checkShape(text, budget);
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    const vevents = calendar.getAllSubcomponents("vevent");
    const exceptions = new Map<unknown, ICAL.Component[]>();
    for (const vevent of vevents) {
      if (!vevent.hasProperty("recurrence-id")) continue;
      const uid = vevent.getFirstPropertyValue("uid");
      const same = exceptions.get(uid);
      if (same) same.push(vevent);
      else exceptions.set(uid, [vevent]);
    }
    for (const vevent of vevents) {
      if (vevent.hasProperty("recurrence-id")) continue;
      const event = new ICAL.Event(vevent);
      if (!event.isRecurring()) {
        if (blocksTime(event)) add(intervalOf(event, event.startDate, event.endDate));
        continue;
      }
      for (const exception of exceptions.get(event.uid) ?? []) event.relateException(exception);
      const iterator = event.iterator(iteratorStart(event, fromMs));
      for (let next = iterator.next(); next; next = iterator.next()) {
        if (++budget.steps > CALENDAR_CAPS.steps) throw overCap("steps");
        if (pointOf(next, tzidOf(vevent, "dtstart")).ms >= untilMs + ZONE_MARGIN_MS) break;
        const occurrence = event.getOccurrenceDetails(next);
        if (blocksTime(occurrence.item)) add(intervalOf(occurrence.item, occurrence.startDate, occurrence.endDate));
      }
    }
  }
  return busy.sort((a, b) => a.start.localeCompare(b.start));
}
