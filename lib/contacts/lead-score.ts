import { elapsedDays } from "@/lib/time/durations";
/** What a renter lead score is computed from; all of it is real data of the contact. */
export type LeadSignals = {
  bookingsCount: number;
  completedShowings: number;
  lastContact: Date | null;
  hasBudget: boolean;
  hasMoveInDate: boolean;
};

export type LeadBand = "high" | "medium" | "low";
export type LeadScoreFactor = { label: string; points: number; max: number };
export type LeadScore = { score: number; band: LeadBand; factors: LeadScoreFactor[] };


function recencyPoints(lastContact: Date | null, now: Date): number {
  if (!lastContact) return 0;
  const days = elapsedDays(lastContact, now);
  if (days <= 7) return 25;
  if (days <= 30) return 15;
  if (days <= 90) return 5;
  return 0;
}

/** Spec §4: 75 and above high, 50–74 medium, below 50 low. */
export function leadBand(score: number): LeadBand {
  if (score >= 75) return "high";
  if (score >= 50) return "medium";
  return "low";
}

/**
 * A 0–100 score: bookings (10 each, up to 30), recency of the last contact (up to 25),
 * completed showings (10 each, up to 20), a budget given (15) and a move-in date given (10).
 */
export function leadScore(signals: LeadSignals, now = new Date()): LeadScore {
  const factors: LeadScoreFactor[] = [
    { label: "Showings booked", points: Math.min(signals.bookingsCount, 3) * 10, max: 30 },
    { label: "Recent contact", points: recencyPoints(signals.lastContact, now), max: 25 },
    { label: "Showings attended", points: Math.min(signals.completedShowings, 2) * 10, max: 20 },
    { label: "Budget given", points: signals.hasBudget ? 15 : 0, max: 15 },
    { label: "Move-in date given", points: signals.hasMoveInDate ? 10 : 0, max: 10 },
  ];
  const score = factors.reduce((sum, factor) => sum + factor.points, 0);
  return { score, band: leadBand(score), factors };
}

export const LEAD_SCORE_EXPLANATION =
  "Lead score (0–100): 10 per showing booked (up to 30), up to 25 for recent contact (within 7, 30 or 90 days), 10 per showing attended (up to 20), 15 for a budget and 10 for a move-in date. 75+ is high, 50–74 medium, below 50 low.";
