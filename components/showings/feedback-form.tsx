"use client";

import { useActionState, useState } from "react";
import { feedbackAction } from "@/app/bookings/manage/[token]/actions";
import { Button } from "@/components/ui/button";
import { FieldError, Label, Textarea } from "@/components/ui/input";
import { useActionToast } from "@/lib/hooks/use-action-toast";

export function FeedbackForm({ token, rating, feedback }: { token: string; rating: number | null; feedback: string }) {
  const [state, action, pending] = useActionState(feedbackAction, null);
  const [stars, setStars] = useState(rating ?? 0);
  const [text, setText] = useState(feedback);
  useActionToast(state);
  const issues = state && !state.ok ? state.issues : undefined;

  return (
    <form action={action} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">How was the showing?</h2>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="rating" value={stars || ""} />
      <fieldset>
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
        <Label htmlFor="feedback">Comments for the listing agent</Label>
        <Textarea id="feedback" name="feedback" value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} />
      </div>
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? "Sending..." : "Send Feedback"}
      </Button>
    </form>
  );
}
