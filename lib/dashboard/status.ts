import type { BookingStatus } from "@/db/schema";

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: "Awaiting payment",
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
  expired: "Expired",
  declined: "Declined",
};

/** The calendar's three colours (spec §3): confirmed, pending, and everything else. */
export type CalendarTone = "confirmed" | "pending" | "other";
export const calendarTone = (status: BookingStatus): CalendarTone =>
  status === "confirmed" || status === "pending" ? status : "other";
