import { z } from "zod";
import { FEEDBACK_INTERESTS } from "@/lib/vocabulary/feedback-interest";

export const feedbackSchema = z.object({
  rating: z.coerce.number().int().min(1, "Choose a rating from 1 to 5").max(5, "Choose a rating from 1 to 5"),
  interest: z.preprocess((value) => (value === "" ? undefined : value), z.enum(FEEDBACK_INTERESTS, "Choose how interested you are").optional()),
  feedback: z.string().trim().max(2000, "Feedback must be at most 2000 characters").default(""),
});
export type FeedbackAnswer = z.infer<typeof feedbackSchema>;

/**
 * The feedback form as sent: the answer, and the link it came from (the feedback request's
 * signed link, or the booker's manage link), which is the anonymous form's only credential.
 */
export const feedbackFormSchema = z
  .object({ link: z.enum(["feedback", "manage"]), token: z.string().min(1).max(500) })
  .extend(feedbackSchema.shape);
