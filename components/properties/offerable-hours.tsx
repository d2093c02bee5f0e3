import { dateLabel } from "@/lib/bookings/day-options";
import {
  BUSINESS_HOURS_TEXT,
  offerableHours,
  standingConsentText,
  type HoursRange,
  type OfferableDay,
  type PublicHoliday,
} from "@/lib/compliance/business-hours";
import type { PartialWeeklySchedule } from "@/lib/availability/schedule";
import { unsuitableRangesOn, unsuitableTimeText, type UnsuitableTime } from "@/lib/availability/unsuitable-times";
import type { Weekday } from "@/lib/time/weekdays";
import { formatTimeLabel, zoneName } from "@/lib/time/zoned-time";
import { WEEKDAY_LABELS } from "@/lib/time/weekdays";

/**
 * What an occupied unit's hours depend on: its time zone, the resident's standing consent, if
 * any (it widens them), the times the resident says never suit (they narrow them) and the public
 * holidays among the dates the booking page offers (from the server).
 */
export type OccupiedHoursContext = {
  timeZone: string;
  otherHoursConsentAt: string | null;
  unsuitableTimes: UnsuitableTime[];
  holidaysAhead: PublicHoliday[];
};

const rangeText = (range: HoursRange) => `${formatTimeLabel(range.start)} – ${formatTimeLabel(range.end)}`;
const rangesText = (ranges: HoursRange[]) => ranges.map(rangeText).join(", ");

/** "Offered 8:00 AM – 6:00 PM; not offered 6:00 PM – 8:00 PM (outside business hours)". */
export function offerableDayText(day: OfferableDay): string {
  if (!day.withheld.length) return `Offered ${rangesText(day.offered)}`;
  if (!day.offered.length) return `Not offered: ${rangesText(day.withheld)} is outside business hours`;
  return `Offered ${rangesText(day.offered)}; not offered ${rangesText(day.withheld)} (outside business hours)`;
}

/** "Not offered on Thursday, November 26 (Thanksgiving Day). " for the holidays among the dates offered. */
const holidaysText = (holidays: PublicHoliday[]) =>
  holidays.length ? `Not offered on ${holidays.map((day) => `${dateLabel(day.date)} (${day.name})`).join(", ")}. ` : "";

/** "Monday: the resident says 8:00 AM – 12:00 PM never suits" for a weekday the resident narrowed, else null. */
export function unsuitableDayText(weekday: Weekday, context: OccupiedHoursContext): string | null {
  const ranges = unsuitableRangesOn(weekday, context.unsuitableTimes);
  return ranges.length ? `${WEEKDAY_LABELS[weekday]}: the resident says ${rangesText(ranges)} never suits, so it is not offered` : null;
}

/** The times the resident says never suit, which narrow the hours: one line, or nothing. */
function ResidentNarrowed({ context }: { context: OccupiedHoursContext }) {
  if (!context.unsuitableTimes.length) return null;
  return (
    <p className="text-xs text-amber-800" data-testid="resident-never-suits">
      {`The resident says these times never suit, so they are not offered (showings already booked stay): ${context.unsuitableTimes.map(unsuitableTimeText).join("; ")}.`}
    </p>
  );
}

/** Why an occupied unit's hours are limited, or that the tenant's standing consent widens them, and what the resident narrowed. */
export function OccupiedHoursReason({ context }: { context: OccupiedHoursContext }) {
  return (
    <>
      <OccupiedHoursLaw context={context} />
      <ResidentNarrowed context={context} />
    </>
  );
}

function OccupiedHoursLaw({ context }: { context: OccupiedHoursContext }) {
  return (
    <p className="text-xs text-slate-600">
      {context.otherHoursConsentAt
        ? `${standingConsentText(context.otherHoursConsentAt)}: every configured hour is offered, public holidays included (Civil Code § 1954(b)).`
        : `Occupied unit: showings are offered only in normal business hours, ${BUSINESS_HOURS_TEXT} ` +
          `(${zoneName(new Date(), context.timeZone)}) except US federal and California state holidays, under Civil Code § 1954(b). ` +
          holidaysText(context.holidaysAhead) +
          "The tenant's written agreement to other hours, recorded on the resident, widens them."}
    </p>
  );
}

/** The card's summary: each configured day with the hours offered and those that are not. */
export function OfferableHoursSummary({ schedule, context }: { schedule: PartialWeeklySchedule; context: OccupiedHoursContext }) {
  const days = offerableHours(schedule, context.otherHoursConsentAt !== null).filter((day) => day.configured);
  return (
    <section aria-label="Hours offered to visitors" className="mt-2 flex flex-col gap-1 rounded-md bg-amber-50 p-3">
      <h4 className="text-xs font-semibold text-slate-800">Hours offered to visitors</h4>
      <ul className="text-xs text-slate-700">
        {days.map((day) => (
          <li key={day.weekday}>
            {WEEKDAY_LABELS[day.weekday]} {day.configured ? rangeText(day.configured) : ""}: {offerableDayText(day)}
          </li>
        ))}
      </ul>
      <OccupiedHoursReason context={context} />
    </section>
  );
}
