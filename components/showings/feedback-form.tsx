"use client";

import { useActionState, useState } from "react";
import { feedbackAction } from "@/app/feedback/actions";
import { Button } from "@/components/ui/button";
import { FieldError, Label, Select, Textarea } from "@/components/ui/input";
import { useActionToast } from "@/lib/hooks/use-action-toast";
import { FEEDBACK_INTEREST_LABELS, FEEDBACK_INTERESTS, type FeedbackInterest } from "@/lib/showings/feedback-interest";

type Props = {
  /** Which link opened the form: the feedback request's own signed link, or the booker's manage link. */
  link: "feedback" | "manage";
  token: string;
  rating: number | null;
  interest: FeedbackInterest | null;
  feedback: string;
};

export function FeedbackForm({ link, token, rating, interest, feedback }: Props) {
  const [state, action, pending] = useActionState(feedbackAction, null);
  const [stars, setStars] = useState(rating ?? 0);
  const [text, setText] = useState(feedback);
  const [level, setLevel] = useState<string>(interest ?? "");
  useActionToast(state);
  const issues = state && !state.ok ? state.issues : undefined;

  return (
    <form action={action} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">How was the showing?</h2>
      <input type="hidden" name="link" value={link} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="rating" value={stars || ""} />
      <fieldset aria-describedby={issues?.rating ? "rating-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Rating</legend>
        <div className="mt-2 flex gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <Button
              key={value}
              type="button"
              variant={stars >= value ? "default" : "outline"}
              aria-pressed={stars === value}
              aria-label={`${value} out of 5`}
              onClick={() => setStars(value)}
            >
              {value}
            </Button>
          ))}
        </div>
        <FieldError id="rating-error" messages={issues?.rating} />
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="interest">Interest in the property</Label>
        <Select
          id="interest"
          name="interest"
          value={level}
          onChange={(event) => setLevel(event.target.value)}
          aria-invalid={issues?.interest ? true : undefined}
          aria-describedby={issues?.interest ? "interest-error" : undefined}
        >
          <option value="">Prefer not to say</option>
          {FEEDBACK_INTERESTS.map((value) => (
            <option key={value} value={value}>
              {FEEDBACK_INTEREST_LABELS[value]}
            </option>
          ))}
        </Select>
        <FieldError id="interest-error" messages={issues?.interest} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="feedback">Comments for the listing agent</Label>
        <Textarea
          id="feedback"
          name="feedback"
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={issues?.feedback ? true : undefined}
          aria-describedby={issues?.feedback ? "feedback-error" : undefined}
        />
        <FieldError id="feedback-error" messages={issues?.feedback} />
      </div>
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? "Sending..." : "Send Feedback"}
      </Button>
    </form>
  );
}
