/**
 * The booking lifecycle as data: the statuses, what each one is, and every move between them
 * (which event takes which status where, and the notice it sends). Every label, set and
 * allowed action below is derived from these tables; lib/bookings/lifecycle.ts makes the
 * moves. The browser uses this module too, so it imports nothing (db/schema reads the list
 * from here by a relative path). Adding a status: its entry in BOOKING_STATUSES, STATUSES and
 * TRANSITIONS (the compiler names each), plus a migration of the exclusion constraint if it
 * holds a slot.
 */
export const BOOKING_STATUSES = ["pending_payment", "awaiting_confirmation", "pending", "confirmed", "completed", "cancelled", "no_show", "expired", "declined"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * What a status is: an unpaid hold, an open booking (awaiting approval or approved, before the
 * showing), a showing that took place or was missed, one called off, a hold that lapsed, a
 * request refused.
 */
export type StatusKind = "hold" | "open" | "shown" | "missed" | "called_off" | "lapsed" | "refused";

export type StatusTone = "green" | "amber" | "blue" | "neutral";

type StatusInfo = {
  kind: StatusKind;
  /** The dashboard's badge. */
  label: string;
  tone: StatusTone;
  /** The booker's manage page. */
  bookerText: string;
  /** The agent's approval page, once a request is no longer open (null: "no longer waiting"). */
  decidedText: string | null;
};

export const STATUSES = {
  pending_payment: {
    kind: "hold",
    label: "Awaiting payment",
    tone: "neutral",
    bookerText: "Waiting for payment",
    decidedText: null,
  },
  awaiting_confirmation: {
    kind: "open",
    label: "Awaiting confirmation",
    tone: "amber",
    bookerText: "Waiting for the people who live there or own it to confirm",
    decidedText: null,
  },
  pending: {
    kind: "open",
    label: "Awaiting approval",
    tone: "amber",
    bookerText: "Waiting for the listing agent's approval",
    decidedText: null,
  },
  confirmed: {
    kind: "open",
    label: "Confirmed",
    tone: "green",
    bookerText: "Confirmed",
    decidedText: "This showing is approved.",
  },
  completed: {
    kind: "shown",
    label: "Completed",
    tone: "blue",
    bookerText: "Completed",
    decidedText: "This showing has taken place.",
  },
  cancelled: {
    kind: "called_off",
    label: "Cancelled",
    tone: "neutral",
    bookerText: "Cancelled",
    decidedText: "This showing is cancelled.",
  },
  no_show: {
    kind: "missed",
    label: "No-show",
    tone: "neutral",
    bookerText: "Marked as missed",
    decidedText: null,
  },
  expired: {
    kind: "lapsed",
    label: "Expired",
    tone: "neutral",
    bookerText: "Expired before payment",
    decidedText: null,
  },
  declined: {
    kind: "refused",
    label: "Declined",
    tone: "neutral",
    bookerText: "Declined by the listing agent",
    decidedText: "This request is declined.",
  },
} as const satisfies Record<BookingStatus, StatusInfo>;

/**
 * What can happen to a booking. `hold`, `book` and `request` create one; the rest move it.
 * Each is one thing a person or a job does, whatever the channel it came through.
 */
export const BOOKING_EVENTS = [
  "hold",
  "book",
  "request",
  "request_confirmation",
  "renew_hold",
  "pay",
  "pay_request",
  "pay_confirmation",
  "confirm",
  "confirm_last",
  "confirm_last_request",
  "approve",
  "decline",
  "move",
  "request_move",
  "approve_move",
  "decline_move",
  "expire_move",
  "cancel",
  "agent_cancel",
  "archive",
  "no_show",
  "complete",
  "expire",
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

/** The notices a move sends (lib/notifications/booking-plan names them the same). */
export type NoticeEvent =
  "confirmation_requested" | "requested" | "confirmed" | "declined" | "cancelled" | "rescheduled" | "completed" | "move_requested" | "move_declined" | "move_expired";

export type Step = {
  readonly to: BookingStatus;
  /** The notice the move sends; "confirmed" also makes the booker the agent's contact. */
  readonly notice?: NoticeEvent;
  /** A paid fee becomes due for refund (recorded before the notice, which says so). */
  readonly refund?: true;
  /** The showing takes a new time: the time revision goes up. */
  readonly newTime?: true;
  /** Stamps the move writes: cancelledAt with the reason, completedAt, or a cleared hold. */
  readonly stamp?: "cancelled" | "completed" | "paid";
};

/** Where a new booking starts. */
export const CREATIONS = {
  hold: { to: "pending_payment" },
  book: { to: "confirmed", notice: "confirmed" },
  request: { to: "pending", notice: "requested" },
  request_confirmation: { to: "awaiting_confirmation", notice: "confirmation_requested" },
} as const satisfies Partial<Record<BookingEvent, Step>>;
export type CreationEvent = keyof typeof CREATIONS;

const PAY = {
  pay: { to: "confirmed", notice: "confirmed", stamp: "paid" },
  pay_request: { to: "pending", notice: "requested", stamp: "paid" },
  pay_confirmation: { to: "awaiting_confirmation", notice: "confirmation_requested", stamp: "paid" },
} as const satisfies Partial<Record<BookingEvent, Step>>;

const CALL_OFF = {
  cancel: { to: "cancelled", notice: "cancelled", stamp: "cancelled" },
  agent_cancel: {
    to: "cancelled",
    notice: "cancelled",
    refund: true,
    stamp: "cancelled",
  },
  archive: {
    to: "cancelled",
    notice: "cancelled",
    refund: true,
    stamp: "cancelled",
  },
} as const satisfies Partial<Record<BookingEvent, Step>>;

/** Every legal move: from a status, by an event, to the next status. Anything absent is refused. */
export const TRANSITIONS = {
  pending_payment: {
    ...PAY,
    renew_hold: { to: "pending_payment" },
    expire: { to: "expired" },
  },
  // A request at a listing whose resident or owner confirms showings: each confirmer's yes is
  // a `confirm` until the last one, which confirms the showing (or hands a manual-approval
  // request to the agent); one no declines it like the agent's, refunded. The booker's move asks
  // every confirmer again for the new time (their earlier answers and links are void).
  awaiting_confirmation: {
    confirm: { to: "awaiting_confirmation" },
    confirm_last: { to: "confirmed", notice: "confirmed" },
    confirm_last_request: { to: "pending", notice: "requested" },
    decline: {
      to: "declined",
      notice: "declined",
      refund: true,
      stamp: "cancelled",
    },
    move: { to: "awaiting_confirmation", notice: "confirmation_requested", newTime: true },
    ...CALL_OFF,
  },
  pending: {
    approve: { to: "confirmed", notice: "confirmed" },
    decline: {
      to: "declined",
      notice: "declined",
      refund: true,
      stamp: "cancelled",
    },
    move: { to: "pending", notice: "requested", newTime: true },
    ...CALL_OFF,
  },
  confirmed: {
    move: { to: "confirmed", notice: "rescheduled", newTime: true },
    request_move: { to: "confirmed", notice: "move_requested" },
    approve_move: { to: "confirmed", notice: "rescheduled", newTime: true },
    decline_move: { to: "confirmed", notice: "move_declined" },
    expire_move: { to: "confirmed", notice: "move_expired" },
    ...CALL_OFF,
    no_show: { to: "no_show" },
    complete: { to: "completed", notice: "completed", stamp: "completed" },
  },
  completed: { no_show: { to: "no_show" } },
  cancelled: {},
  no_show: {},
  // A payment that arrives after the hold lapsed still books the slot if it is free.
  expired: PAY,
  declined: {},
} as const satisfies Record<BookingStatus, Partial<Record<BookingEvent, Step>>>;

/** The move `event` makes from `status`, or null when it is not allowed. */
export function stepOf(status: BookingStatus, event: BookingEvent): Step | null {
  const steps: Partial<Record<BookingEvent, Step>> = TRANSITIONS[status];
  return steps[event] ?? null;
}

export const allows = (status: BookingStatus, event: BookingEvent) => stepOf(status, event) !== null;

const statusesWhere = (test: (status: BookingStatus) => boolean): BookingStatus[] => BOOKING_STATUSES.filter(test);

/** The statuses `event` may move a booking from (the guard of a job's query). */
export const statusesAllowing = (event: BookingEvent) => statusesWhere((status) => allows(status, event));
const ofKind = (...kinds: StatusKind[]) => statusesWhere((status) => kinds.includes(STATUSES[status].kind));

/** Statuses that hold the slot; the others (cancelled, expired, declined) free it. The exclusion constraint `bookings_no_overlap` covers exactly these. */
export const SLOT_HOLDING_STATUSES = ofKind("hold", "open", "shown", "missed");

/** Live: still in play before the showing — an unpaid hold, a request awaiting approval, an approved showing. */
export const LIVE_STATUSES = ofKind("hold", "open");

/** Upcoming: placed and not called off, so the booker or the agent may cancel or move it while it is ahead (the Upcoming page and tab). */
export const UPCOMING_STATUSES = statusesAllowing("agent_cancel");

/** Completed: what became of a past showing (the Completed page and tab, and its status filter). */
export const COMPLETED_STATUSES = ofKind("shown", "missed", "called_off");

/** Counted in stats: bookings that went through, paid or free, awaiting approval or approved, and since shown or missed. */
export const BOOKED_STATUSES = ofKind("open", "shown", "missed");

/** Showings: bookings that went through and those since cancelled (calendar, compliance log, recent activity); holds, lapsed holds and declined requests never became showings. */
export const SHOWING_STATUSES = ofKind("open", "shown", "missed", "called_off");

/** Requested: every booking that reached the agent, whatever became of it; unpaid and lapsed holds never did (the calendar feed, the bookings modal). */
export const REQUESTED_STATUSES = ofKind("open", "shown", "missed", "called_off", "refused");

/** Scheduled: an approved showing still to take place (reminders, access details, completion). */
export const SCHEDULED_STATUSES = statusesAllowing("complete");

/** Shown: showings that took place (a renter's lead score counts them). */
export const SHOWN_STATUSES = ofKind("shown");

/** Called off: cancelled by the booker, the agent, or the listing's archive. */
export const CANCELLED_STATUSES = ofKind("called_off");

/** The status of an unpaid hold. */
export const HOLD_STATUS = CREATIONS.hold.to;

const member = (set: readonly BookingStatus[]) => (status: BookingStatus) => set.includes(status);
export const isHoldingSlot = member(SLOT_HOLDING_STATUSES);
export const isLive = member(LIVE_STATUSES);
export const isUpcoming = member(UPCOMING_STATUSES);
export const isCompleted = member(COMPLETED_STATUSES);
export const isBooked = member(BOOKED_STATUSES);
export const isRequested = member(REQUESTED_STATUSES);
export const isScheduled = member(SCHEDULED_STATUSES);
export const isCancelled = member(CANCELLED_STATUSES);

/** The actions the pages offer, each the table's answer for one event. */
export const isAwaitingApproval = (status: BookingStatus) => allows(status, "approve");
/** A request waiting for its resident's or owner's answer (lib/bookings/confirmations). */
export const isAwaitingConfirmation = (status: BookingStatus) => allows(status, "confirm");
export const canRequestMove = (status: BookingStatus) => allows(status, "request_move");
export const canDecideMove = (status: BookingStatus) => allows(status, "approve_move");
export const canCancel = (status: BookingStatus) => allows(status, "cancel");
export const canMove = (status: BookingStatus) => allows(status, "move");
export const canMarkNoShow = (status: BookingStatus) => allows(status, "no_show");
/** A showing that took place: its feedback may be given. */
export const tookPlace = member(SHOWN_STATUSES);

export const STATUS_LABELS = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, STATUSES[status].label])) as {
  [S in BookingStatus]: (typeof STATUSES)[S]["label"];
};
export const STATUS_TONES = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, STATUSES[status].tone])) as {
  [S in BookingStatus]: (typeof STATUSES)[S]["tone"];
};

/** The calendar's three colours (spec §3): confirmed, pending, and everything else. */
export type CalendarTone = "confirmed" | "pending" | "other";
export const calendarTone = (status: BookingStatus): CalendarTone => {
  if (isAwaitingApproval(status) || isAwaitingConfirmation(status)) return "pending";
  return STATUSES[status].kind === "open" ? "confirmed" : "other";
};

type TabRow = { status: BookingStatus; startsAt: string | Date };
const startsBefore = (row: TabRow, now: Date) => +new Date(row.startsAt) < +now;

/**
 * The bookings modal's tabs, meaning what the dashboard pages of the same names mean:
 * Upcoming as the Upcoming page (pending or confirmed, not yet started), Completed as the
 * Completed page (completed, cancelled or no-show, started before now).
 */
export const BOOKING_TABS = [
  {
    value: "upcoming",
    label: "Upcoming",
    empty: "No upcoming bookings",
    includes: (row: TabRow, now: Date) => isUpcoming(row.status) && !startsBefore(row, now),
  },
  {
    value: "completed",
    label: "Completed",
    empty: "No completed bookings",
    includes: (row: TabRow, now: Date) => isCompleted(row.status) && startsBefore(row, now),
  },
  {
    value: "all",
    label: "All Bookings",
    empty: "No bookings yet",
    includes: () => true,
  },
] as const;

/** Who made a move: a signed-in user (the agent, or an admin), the booker by their link, or the app itself (a job, a payment). */
export const ACTOR_PARTIES = ["user", "booker", "system", "resident", "owner"] as const;
export type ActorParty = (typeof ACTOR_PARTIES)[number];
export type Actor = { party: "user"; userId: string } | { party: "booker" } | { party: "system" } | { party: ConfirmingParty };

/** Who may be asked to confirm a showing at a listing, and when: initial confirmers first, then final ones. */
export const CONFIRMING_PARTIES = ["resident", "owner"] as const;
export type ConfirmingParty = (typeof CONFIRMING_PARTIES)[number];
export const CONFIRMATION_STAGES = ["initial", "final"] as const;
export type ConfirmationStage = (typeof CONFIRMATION_STAGES)[number];
export const CONFIRMING_PARTY_LABELS = { resident: "resident", owner: "owner" } as const satisfies Record<ConfirmingParty, string>;

/** Through what a move came. */
export const ACTIVITY_CHANNELS = ["dashboard", "email_link", "sms_reply", "api", "job", "webhook"] as const;
export type ActivityChannel = (typeof ACTIVITY_CHANNELS)[number];

/** How the booking's history reads a move. */
export const EVENT_LABELS = {
  hold: "Held the slot for payment",
  book: "Booked",
  request: "Requested the showing",
  request_confirmation: "Requested the showing; awaiting confirmation",
  renew_hold: "Renewed the hold",
  pay: "Paid",
  pay_request: "Paid; awaiting approval",
  pay_confirmation: "Paid; awaiting confirmation",
  confirm: "Confirmed; others still asked",
  confirm_last: "Confirmed; the showing is confirmed",
  confirm_last_request: "Confirmed; awaiting the agent's approval",
  approve: "Approved",
  decline: "Declined",
  move: "Moved the showing",
  request_move: "Asked to move the showing",
  approve_move: "Approved the move",
  decline_move: "Declined the move",
  expire_move: "The move was not decided in time",
  cancel: "Cancelled",
  agent_cancel: "Cancelled",
  archive: "Cancelled: the listing was archived",
  no_show: "Marked as a no-show",
  complete: "Completed",
  expire: "The hold expired",
} as const satisfies Record<BookingEvent, string>;

export const CHANNEL_LABELS = {
  dashboard: "dashboard",
  email_link: "e-mail link",
  sms_reply: "text reply",
  api: "booking page",
  job: "scheduled job",
  webhook: "payment provider",
} as const satisfies Record<ActivityChannel, string>;

export const ACTOR_LABELS = {
  user: "Agent",
  booker: "Booker",
  system: "Showbook",
  resident: "Resident",
  owner: "Owner",
} as const satisfies Record<ActorParty, string>;
