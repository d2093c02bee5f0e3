"use client";

import { useActionState, useState } from "react";
import { cancelBookingAction, rescheduleBookingAction } from "@/app/(site)/bookings/manage/[token]/actions";
import { DateSlotPicker } from "@/components/booking/date-slot-picker";
import type { DayOption } from "@/lib/bookings/day-options";
import { Button } from "@/components/ui/button";
import { useActionToast } from "@/lib/hooks/use-action-toast";

type ManageBookingActionsProps = {
  token: string;
  days: DayOption[];
  /** Why the showing cannot be moved (again), or null when it can. */
  rescheduleRefusal: string | null;
  /** At a manual-approval property the listing agent approves a move of an approved showing first. */
  moveNeedsApproval: boolean;
};

export function ManageBookingActions({ token, days, rescheduleRefusal, moveNeedsApproval }: ManageBookingActionsProps) {
  const [cancelState, cancelAction, cancelling] = useActionState(cancelBookingAction, null);
  const [rescheduleState, rescheduleAction, rescheduling] = useActionState(rescheduleBookingAction, null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  useActionToast(cancelState);
  useActionToast(rescheduleState);

  return (
    <div className="flex flex-col gap-8">
      {!rescheduleRefusal ? (
        <form action={rescheduleAction} className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Reschedule</h2>
          {moveNeedsApproval ? (
            <p className="text-sm text-slate-600">
              The listing agent approves each change: your showing keeps its current time until they approve the new one.
            </p>
          ) : null}
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="date" value={date} />
          <input type="hidden" name="time" value={time} />
          <DateSlotPicker
            id="reschedule-date"
            label="New date"
            days={days}
            date={date}
            time={time}
            onDateChange={(value) => {
              setDate(value);
              setTime("");
            }}
            onTimeChange={setTime}
          />
          {rescheduleState && !rescheduleState.ok ? (
            <p role="alert" className="text-sm text-red-700">
              {rescheduleState.error}
            </p>
          ) : null}
          <Button type="submit" disabled={!date || !time || rescheduling} className="self-start">
            {rescheduling ? "Rescheduling..." : moveNeedsApproval ? "Request New Time" : "Reschedule Showing"}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{rescheduleRefusal}</p>
      )}
      <form action={cancelAction} className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Cancel</h2>
        <input type="hidden" name="token" value={token} />
        <p className="text-sm text-slate-600">The booking fee is non-refundable. Rescheduling keeps your payment.</p>
        {confirmingCancel ? (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={cancelling}>
              {cancelling ? "Cancelling..." : "Yes, cancel my showing"}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirmingCancel(false)}>
              Keep my showing
            </Button>
          </div>
        ) : (
          <Button type="button" variant="outline" className="self-start" onClick={() => setConfirmingCancel(true)}>
            Cancel Showing
          </Button>
        )}
        {cancelState && !cancelState.ok ? (
          <p role="alert" className="text-sm text-red-700">
            {cancelState.error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
