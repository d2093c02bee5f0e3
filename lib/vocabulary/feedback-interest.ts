/**
 * How interested the visitor is after the showing, as the feedback form asks it. Outside
 * db/schema so the browser can use it without shipping Drizzle.
 */
export const FEEDBACK_INTERESTS = ["offer", "very", "somewhat", "not"] as const;
export type FeedbackInterest = (typeof FEEDBACK_INTERESTS)[number];

export const FEEDBACK_INTEREST_LABELS = {
  offer: "Planning to make an offer",
  very: "Very interested",
  somewhat: "Somewhat interested",
  not: "Not interested",
} as const satisfies Record<FeedbackInterest, string>;
