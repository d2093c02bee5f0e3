import { REQUESTER_LABELS, type RequesterType } from "@/lib/vocabulary/booking-enums";

export type { RequesterType };

export const REQUESTER_OPTIONS = Object.entries(REQUESTER_LABELS) as [RequesterType, string][];
