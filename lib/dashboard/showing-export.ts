import type { ShowingEvent } from "@/lib/booking-rules/calendar";
import { toCsv } from "@/lib/csv";
import { formatPhone } from "@/lib/phone/phone";
import { FEEDBACK_INTEREST_LABELS } from "@/lib/vocabulary/feedback-interest";
import type { CompletedShowingRow, ShowingRow } from "./schemas";
import { STATUS_LABELS } from "@/lib/vocabulary/booking-status";
import { DEFAULT_TIME_ZONE, formatExportTime, todayIn } from "@/lib/time/zoned-time";

export const showingEvent = (row: ShowingRow): ShowingEvent => ({
  confirmationNumber: row.confirmationNumber,
  startsAt: new Date(row.startsAt),
  address: row.propertyAddress,
  timeZone: row.timezone,
  status: row.status,
  details: [`Buyer: ${row.buyerName}`, row.agentName && `Buyer's agent: ${row.agentName}`, row.buyerPhone && `Phone: ${formatPhone(row.buyerPhone)}`]
    .filter(Boolean)
    .join("\n"),
});

const SHOWING_HEADER = ["Date", "Time", "Time zone", "Property", "Buyer", "Buyer email", "Buyer phone", "Buyer's agent", "Status", "Owner", "Resident", "Notes"];
const showingCells = (row: ShowingRow) => [
  row.showingDate,
  row.showingTime,
  row.timezone,
  row.propertyAddress,
  row.buyerName,
  row.buyerEmail,
  formatPhone(row.buyerPhone),
  row.agentName,
  STATUS_LABELS[row.status],
  row.ownerName,
  row.residentName,
  row.notes,
];

export const upcomingShowingsCsv = (rows: ShowingRow[]) => toCsv(SHOWING_HEADER, rows.map(showingCells));

export const complianceLabel = (row: Pick<CompletedShowingRow, "isCompliant" | "complianceApplicable">) =>
  row.isCompliant === null ? "Not recorded" : !row.complianceApplicable ? "Compliant (vacant)" : row.isCompliant ? "Compliant" : "Not compliant";

/** The hours of notice of a § 1954 record as the exports and the View dialog give them: the number, or why there is none. */
export const hoursOfNoticeCell = (record: { applicable: boolean; hoursOfNotice: number | null } | null): number | string =>
  !record ? "Not recorded" : !record.applicable ? "n/a (vacant)" : (record.hoursOfNotice ?? "None counted yet");

/** hoursOfNoticeCell of a completed showing's record. */
export const completedHoursOfNotice = (row: Pick<CompletedShowingRow, "isCompliant" | "complianceApplicable" | "advanceNoticeHours">) =>
  hoursOfNoticeCell(row.isCompliant === null ? null : { applicable: row.complianceApplicable ?? false, hoursOfNotice: row.advanceNoticeHours });

/** Completed showings as CSV: showing times in the property's zone (its own column), the letter's time with its zone named. */
export const completedShowingsCsv = (rows: CompletedShowingRow[]) =>
  toCsv(
    [...SHOWING_HEADER, "Compliance", "Hours of notice", "Certified mail", "Rating", "Interest", "Feedback", "Booking fee", "Payment status"],
    rows.map((row) => [
      ...showingCells(row),
      complianceLabel(row),
      completedHoursOfNotice(row),
      row.certifiedMailDate ? formatExportTime(new Date(row.certifiedMailDate), row.timezone) : row.hasCertifiedMail ? "Yes" : "No",
      row.feedbackRating ?? "",
      row.feedbackInterest ? FEEDBACK_INTEREST_LABELS[row.feedbackInterest] : "",
      row.feedback,
      row.bookingFee,
      row.paymentStatus,
    ]),
  );

/** "prefix-YYYY-MM-DD.csv" with today's date in the agent's zone (not the browser's). */
export const csvFilename = (prefix: string, now = new Date()) => `${prefix}-${todayIn(now, DEFAULT_TIME_ZONE)}.csv`;
