"use client";

import { useWatch } from "react-hook-form";
import { feedbackAction } from "@/app/(site)/feedback/actions";
import { Button } from "@/components/ui/button";
import { invalidProps } from "@/components/ui/form-field";
import { FieldError, Label, Select, Textarea } from "@/components/ui/input";
import { useActionForm } from "@/lib/forms/use-action-form";
import { FEEDBACK_INTEREST_LABELS, FEEDBACK_INTERESTS, type FeedbackInterest } from "@/lib/vocabulary/feedback-interest";
import { feedbackFormSchema } from "@/lib/showings/feedback-schema";

type Props = {
  /** Which link opened the form: the feedback request's own signed link, or the booker's manage link. */
  link: "feedback" | "manage";
  token: string;
  rating: number | null;
  interest: FeedbackInterest | null;
  feedback: string;
};

const messagesOf = (message?: string) => (message ? [message] : undefined);

export function FeedbackForm({ link, token, rating, interest, feedback }: Props) {
  const { form, formAction, submit, pending } = useActionForm({
    action: feedbackAction,
    schema: feedbackFormSchema,
    defaultValues: { link, token, rating: rating ?? "", interest: interest ?? "", feedback },
    elsewhere: (reason) => reason,
  });
  const { register, setValue, control, formState } = form;
  const errors = formState.errors;
  const stars = Number(useWatch({ control, name: "rating" })) || 0;

  return (
    <form action={formAction} onSubmit={submit} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">How was the showing?</h2>
      <input type="hidden" {...register("link")} />
      <input type="hidden" {...register("token")} />
      <input type="hidden" {...register("rating")} />
      <fieldset aria-describedby={errors.rating ? "rating-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Rating</legend>
        <div className="mt-2 flex gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <Button
              key={value}
              type="button"
              variant={stars >= value ? "default" : "outline"}
              aria-pressed={stars === value}
              aria-label={`${value} out of 5`}
              onClick={() => setValue("rating", value, { shouldValidate: formState.isSubmitted })}
            >
              {value}
            </Button>
          ))}
        </div>
        <FieldError id="rating-error" messages={messagesOf(errors.rating?.message)} />
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="interest">Interest in the property</Label>
        <Select id="interest" {...register("interest")} {...invalidProps("interest", errors.interest?.message)}>
          <option value="">Prefer not to say</option>
          {FEEDBACK_INTERESTS.map((value) => (
            <option key={value} value={value}>
              {FEEDBACK_INTEREST_LABELS[value]}
            </option>
          ))}
        </Select>
        <FieldError id="interest-error" messages={messagesOf(errors.interest?.message)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="feedback">Comments for the listing agent</Label>
        <Textarea id="feedback" maxLength={2000} {...register("feedback")} {...invalidProps("feedback", errors.feedback?.message)} />
        <FieldError id="feedback-error" messages={messagesOf(errors.feedback?.message)} />
      </div>
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? "Sending..." : "Send Feedback"}
      </Button>
    </form>
  );
}
