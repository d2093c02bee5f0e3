import { REQUESTER_LABELS } from "@/lib/bookings/booking-input";

export type RequesterType = keyof typeof REQUESTER_LABELS;

export const REQUESTER_OPTIONS = Object.entries(REQUESTER_LABELS) as [RequesterType, string][];
