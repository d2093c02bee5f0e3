/**
 * The one home of the booking statuses: the list, every named set of them, their labels and
 * the bookings modal's tabs. The browser uses it too, so it imports nothing (db/schema reads
 * the list from here by a relative path). Adding a status: this file, the exclusion
 * constraint's migration if it holds a slot, and whatever `Record<BookingStatus, …>` the
 * compiler then names.
 */
export const BOOKING_STATUSES = [
  "pending_payment",
  "pending",
  "confirmed",
  "completed",
  "cancelled",
  "no_show",
  "expired",
  "declined",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold the slot; the others (cancelled, expired, declined) free it. The exclusion constraint `bookings_no_overlap` covers exactly these. */
export const SLOT_HOLDING_STATUSES = ["pending_payment", "pending", "confirmed", "completed", "no_show"] as const satisfies readonly BookingStatus[];

/** Live: still in play before the showing — an unpaid hold, a request awaiting approval, an approved showing. */
export const LIVE_STATUSES = ["pending_payment", "pending", "confirmed"] as const satisfies readonly BookingStatus[];

/** Upcoming: placed and not called off, so the booker or the agent may cancel or move it while it is ahead (the Upcoming page and tab). */
export const UPCOMING_STATUSES = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

/** Completed: what became of a past showing (the Completed page and tab, and its status filter). */
export const COMPLETED_STATUSES = ["completed", "cancelled", "no_show"] as const satisfies readonly BookingStatus[];

/** Counted in stats: bookings that went through, paid or free, awaiting approval or approved, and since shown or missed. */
export const BOOKED_STATUSES = ["pending", "confirmed", "completed", "no_show"] as const satisfies readonly BookingStatus[];

/** Showings: bookings that went through and those since cancelled (calendar, compliance log, recent activity); holds, lapsed holds and declined requests never became showings. */
export const SHOWING_STATUSES = [...BOOKED_STATUSES, "cancelled"] as const satisfies readonly BookingStatus[];

/** Requested: every booking that reached the agent, whatever became of it; unpaid and lapsed holds never did (the calendar feed, the bookings modal). */
export const REQUESTED_STATUSES = [...SHOWING_STATUSES, "declined"] as const satisfies readonly BookingStatus[];

/** A showing that started with these statuses may be marked a no-show. */
export const NO_SHOW_MARKABLE_STATUSES = ["confirmed", "completed"] as const satisfies readonly BookingStatus[];

const member = (set: readonly BookingStatus[]) => (status: string) => (set as readonly string[]).includes(status);
export const isHoldingSlot = member(SLOT_HOLDING_STATUSES);
export const isLive = member(LIVE_STATUSES);
export const isUpcoming = member(UPCOMING_STATUSES);
export const isCompleted = member(COMPLETED_STATUSES);
export const isBooked = member(BOOKED_STATUSES);
export const isRequested = member(REQUESTED_STATUSES);
export const canMarkNoShow = member(NO_SHOW_MARKABLE_STATUSES);

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: "Awaiting payment",
  pending: "Awaiting approval",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
  expired: "Expired",
  declined: "Declined",
};

export type StatusTone = "green" | "amber" | "blue" | "neutral";
export const STATUS_TONES: Record<BookingStatus, StatusTone> = {
  pending_payment: "neutral",
  pending: "amber",
  confirmed: "green",
  completed: "blue",
  cancelled: "neutral",
  no_show: "neutral",
  expired: "neutral",
  declined: "neutral",
};

/** The calendar's three colours (spec §3): confirmed, pending, and everything else. */
export type CalendarTone = "confirmed" | "pending" | "other";
export const calendarTone = (status: BookingStatus): CalendarTone =>
  status === "confirmed" || status === "pending" ? status : "other";

type TabRow = { status: BookingStatus; startsAt: string | Date };
const startsBefore = (row: TabRow, now: Date) => +new Date(row.startsAt) < +now;

/**
 * The bookings modal's tabs, meaning what the dashboard pages of the same names mean:
 * Upcoming as the Upcoming page (pending or confirmed, not yet started), Completed as the
 * Completed page (completed, cancelled or no-show, started before now).
 */
export const BOOKING_TABS = [
  { value: "upcoming", label: "Upcoming", empty: "No upcoming bookings", includes: (row: TabRow, now: Date) => isUpcoming(row.status) && !startsBefore(row, now) },
  { value: "completed", label: "Completed", empty: "No completed bookings", includes: (row: TabRow, now: Date) => isCompleted(row.status) && startsBefore(row, now) },
  { value: "all", label: "All Bookings", empty: "No bookings yet", includes: () => true },
] as const;
