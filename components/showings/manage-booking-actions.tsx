"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { cancelBookingAction, rescheduleBookingAction } from "@/app/(site)/bookings/manage/[token]/actions";
import { DateSlotPicker } from "@/components/booking/date-slot-picker";
import type { DayOption } from "@/lib/bookings/day-options";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-field";
import { FieldError } from "@/components/ui/input";
import { useActionForm } from "@/lib/forms/use-action-form";
import { manageTokenSchema, rescheduleFormSchema } from "@/lib/showings/manage-schemas";

type ManageBookingActionsProps = {
  token: string;
  days: DayOption[];
  /** Why the showing cannot be moved (again), or null when it can. */
  rescheduleRefusal: string | null;
  /** At a manual-approval property the listing agent approves a move of an approved showing first. */
  moveNeedsApproval: boolean;
};

/** A refusal naming no field of the manage page's forms is shown in the form's own alert. */
const inAlert = { alert: (reason: string) => reason };

export function ManageBookingActions({ token, days, rescheduleRefusal, moveNeedsApproval }: ManageBookingActionsProps) {
  // Here, not in a child of the form: a move made replaces the form with why it cannot be moved again, and its toast must still show.
  const { form, formAction, submit, pending } = useActionForm({
    action: rescheduleBookingAction,
    schema: rescheduleFormSchema,
    defaultValues: { token, date: "", time: "" },
    elsewhere: inAlert,
  });
  const { register, setValue, control, formState } = form;
  const [date, time] = useWatch({ control, name: ["date", "time"] });
  const slotError = [formState.errors.date?.message, formState.errors.time?.message].filter((message) => message !== undefined);

  return (
    <div className="flex flex-col gap-8">
      {!rescheduleRefusal ? (
        <form action={formAction} onSubmit={submit} className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Reschedule</h2>
          {moveNeedsApproval ? (
            <p className="text-sm text-slate-600">
              The listing agent approves each change: your showing keeps its current time until they approve the new one.
            </p>
          ) : null}
          <input type="hidden" {...register("token")} />
          <input type="hidden" {...register("date")} />
          <input type="hidden" {...register("time")} />
          <DateSlotPicker
            id="reschedule-date"
            label="New date"
            days={days}
            date={date}
            time={time}
            onDateChange={(value) => {
              setValue("date", value);
              setValue("time", "");
            }}
            onTimeChange={(value) => setValue("time", value)}
          />
          <FieldError id="reschedule-slot-error" messages={slotError.length > 0 ? slotError : undefined} />
          <FormError message={formState.errors.root?.server?.message} />
          <Button type="submit" disabled={!date || !time || pending} className="self-start">
            {pending ? "Rescheduling..." : moveNeedsApproval ? "Request New Time" : "Reschedule Showing"}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{rescheduleRefusal}</p>
      )}
      <CancelForm token={token} />
    </div>
  );
}

function CancelForm({ token }: { token: string }) {
  const [confirming, setConfirming] = useState(false);
  const { form, formAction, submit, pending } = useActionForm({
    action: cancelBookingAction,
    schema: manageTokenSchema,
    defaultValues: { token },
    elsewhere: inAlert,
  });

  return (
    <form action={formAction} onSubmit={submit} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Cancel</h2>
      <input type="hidden" {...form.register("token")} />
      <p className="text-sm text-slate-600">The booking fee is non-refundable. Rescheduling keeps your payment.</p>
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? "Cancelling..." : "Yes, cancel my showing"}
          </Button>
          <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
            Keep my showing
          </Button>
        </div>
      ) : (
        <Button type="button" variant="outline" className="self-start" onClick={() => setConfirming(true)}>
          Cancel Showing
        </Button>
      )}
      <FormError message={form.formState.errors.root?.server?.message} />
    </form>
  );
}
