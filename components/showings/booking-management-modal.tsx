"use client";

import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { dateLabel, timeLabel } from "@/lib/bookings/day-options";
import { BookingHistory } from "@/components/showings/booking-history";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { z } from "zod";
import type { agentBookingSchema } from "@/lib/bookings/booking-answers";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { call } from "@/lib/api/call";
import { approveBookingEndpoint, cancelBookingEndpoint, confirmForPartyEndpoint, declineBookingEndpoint, decideMoveEndpoint, listPropertyBookingsEndpoint, markNoShowEndpoint } from "@/lib/bookings/agent-booking-endpoints";
import {
  BOOKING_TABS,
  canDecideMove,
  canMarkNoShow,
  isAwaitingApproval,
  isAwaitingConfirmation,
  isRequested,
  isUpcoming,
  STATUS_TONES,
} from "@/lib/vocabulary/booking-status";
import { STAGE_LABELS } from "@/lib/vocabulary/confirmations";
import { formatPhone } from "@/lib/phone/phone";
import { FEEDBACK_INTEREST_LABELS } from "@/lib/vocabulary/feedback-interest";
import { cancelShowingDescription } from "@/lib/properties/format";

type Row = z.infer<typeof agentBookingSchema>;

/** View Bookings: the property's bookings in Upcoming, Completed and All tabs, with the agent's actions. */
export function BookingManagementModal({
  propertyId,
  occupied,
  open,
  onOpenChange,
}: {
  propertyId: string;
  occupied: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    call(listPropertyBookingsEndpoint, { params: { id: propertyId } })
      .then((data) => ({ rows: data.bookings.filter((row) => isRequested(row.status)), failed: false }))
      .catch(() => ({ rows: [] as Row[], failed: true }))
      .then((result) => {
        if (cancelled) return;
        setRows(result.rows);
        setFailed(result.failed);
      });
    return () => {
      cancelled = true;
    };
  }, [open, propertyId, version]);

  /** `send` makes the call and gives the toast, or the route's answer where it says what happened (who was told, what was refunded). */
  const act = async (send: () => Promise<string>) => {
    try {
      toast.success(await send());
      setVersion((value) => value + 1);
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(errorMessage(error));
    }
  };

  const now = new Date();
  const tabs = BOOKING_TABS.map((tab) => ({ ...tab, rows: (rows ?? []).filter((row) => tab.includes(row, now)) }));
  const awaiting = (rows ?? []).filter((row) => isAwaitingApproval(row.status)).length;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Bookings" className="max-w-3xl">
        {rows === null ? (
          <p className="text-sm text-slate-600" role="status">
            Loading bookings…
          </p>
        ) : (
          <Tabs.Root defaultValue="upcoming">
            {failed ? <p className="mb-3 text-sm text-red-700">Could not load the bookings. Please try again.</p> : null}
            {awaiting ? (
              <p className="mb-3 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                {awaiting} booking{awaiting > 1 ? "s" : ""} awaiting your approval (see Upcoming).
              </p>
            ) : null}
            <Tabs.List aria-label="Bookings" className="flex gap-1 border-b border-slate-200">
              {tabs.map((tab) => (
                <Tabs.Trigger
                  key={tab.value}
                  value={tab.value}
                  className="border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-blue-700 data-[state=active]:text-blue-800"
                >
                  {tab.label} ({tab.rows.length})
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Content key={tab.value} value={tab.value} className="max-h-[600px] overflow-y-auto pt-3">
                {tab.rows.length === 0 ? (
                  <p className="py-6 text-center text-sm text-slate-600">{tab.empty}</p>
                ) : (
                  <ul className="divide-y divide-slate-100">
                    {tab.rows.map((row) => (
                      <BookingRow key={row.id} row={row} occupied={occupied} onAction={act} />
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </DialogContent>
    </Dialog>
  );
}

function BookingRow({
  row,
  occupied,
  onAction,
}: {
  row: Row;
  occupied: boolean;
  onAction: (send: () => Promise<string>) => Promise<void>;
}) {
  const params = { id: row.id };
  const started = new Date(row.startsAt) <= new Date();
  const people = row.buyerAgentName
    ? [
        `${row.buyerAgentName} (buyer's agent) · ${row.buyerAgentEmail} · ${formatPhone(row.buyerAgentPhone)}`,
        row.buyerName ? `Buyer: ${[row.buyerName, row.buyerEmail].filter(Boolean).join(" · ")}` : "Buyer not named",
      ]
    : [`${row.buyerName} · ${row.buyerEmail} · ${formatPhone(row.buyerPhone)}`];
  return (
    <li className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div>
        <p className="font-medium">
          {dateLabel(row.showingDate)}, {timeLabel(row.showingTime)}
        </p>
        {people.map((line) => (
          <p key={line} className="text-slate-700">
            {line}
          </p>
        ))}
        <p className="text-xs text-slate-500">
          {row.confirmationNumber} · payment {row.paymentStatus}
        </p>
        {occupied && !started && isUpcoming(row.status) && row.noticeMissing.length > 0 ? (
          <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-amber-950" role="note">
            The resident has no notice that the law counts yet: post the door notice at least 24 hours before the showing and
            record it (Door Notice).
          </p>
        ) : null}
        {canDecideMove(row.status) && row.moveShowingDate && row.moveShowingTime ? (
          <p className="mt-1 rounded bg-blue-50 px-2 py-1 text-blue-950" role="note">
            The booker asks to move it to {dateLabel(row.moveShowingDate)}, {timeLabel(row.moveShowingTime)}. It stays at its time
            until you approve; the resident is told of the new time only then.
          </p>
        ) : null}
        {row.confirmations.length ? <Confirmers row={row} onAction={onAction} /> : null}
        <BookingHistory bookingId={row.id} />
        {row.feedbackRating ? (
          <p className="mt-1 text-slate-700">
            Feedback: {row.feedbackRating}/5
            {row.feedbackInterest ? ` · ${FEEDBACK_INTEREST_LABELS[row.feedbackInterest]}` : ""}
            {row.feedback ? ` — “${row.feedback}”` : ""}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[row.status]}>{row.statusText}</Badge>
        {isAwaitingApproval(row.status) ? (
          <>
            <Button size="sm" onClick={() => onAction(() => call(approveBookingEndpoint, { params }).then(() => "Booking approved"))}>
              Approve
            </Button>
            <ConfirmDialog
              trigger={<Button size="sm" variant="outline">Decline</Button>}
              title="Decline this booking?"
              description="The booker is told and a paid fee is refunded."
              confirmLabel="Decline"
              onConfirm={() => onAction(() => call(declineBookingEndpoint, { params }).then(() => "Booking declined"))}
            />
          </>
        ) : null}
        {canDecideMove(row.status) && row.moveShowingDate ? (
          <>
            <Button size="sm" onClick={() => onAction(() => call(decideMoveEndpoint, { params, body: { decision: "approve" } }).then(() => "Move approved"))}>
              Approve Move
            </Button>
            <ConfirmDialog
              trigger={<Button size="sm" variant="outline">Decline Move</Button>}
              title="Decline this move?"
              description="The showing keeps its time and the booker is told."
              confirmLabel="Decline Move"
              onConfirm={() => onAction(() => call(decideMoveEndpoint, { params, body: { decision: "decline" } }).then(() => "Move declined"))}
            />
          </>
        ) : null}
        {isUpcoming(row.status) && !started ? (
          <ConfirmDialog
            trigger={<Button size="sm" variant="outline">Cancel Showing</Button>}
            title="Cancel this showing?"
            description={cancelShowingDescription(occupied)}
            confirmLabel="Cancel Showing"
            onConfirm={() => onAction(async () => (await call(cancelBookingEndpoint, { params, body: { reason: "" } })).message)}
          />
        ) : null}
        {canMarkNoShow(row.status) && started ? (
          <Button size="sm" variant="outline" onClick={() => onAction(() => call(markNoShowEndpoint, { params }).then(() => "Marked as no-show"))}>
            Mark No-show
          </Button>
        ) : null}
        {occupied ? (
          <Button size="sm" variant="ghost" asChild>
            <a href={`/showings/${row.id}/notice`} target="_blank" rel="noopener">
              Door Notice
            </a>
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" asChild>
          <a href={`/showings/${row.id}/entry-record`} target="_blank" rel="noopener">
            Entry Record
          </a>
        </Button>
      </div>
    </li>
  );
}

type Confirmer = Row["confirmations"][number];

/** How a confirmer stands: answered (how, and whether the agent answered for them), asked and waiting, or not asked yet. */
function confirmerState(line: Confirmer): string {
  if (line.answer) return `${line.answer === "confirmed" ? "Confirmed" : "Declined"}${line.byAgent ? " by you for them" : ""} by ${line.channel}`;
  return line.askedAt ? "Asked, no answer yet" : "Not asked yet (after the initial confirmers)";
}

/** Who is asked to confirm the request and how each answered; while it waits, the agent may confirm for someone who said yes another way. */
function Confirmers({ row, onAction }: { row: Row; onAction: (send: () => Promise<string>) => Promise<void> }) {
  const open = isAwaitingConfirmation(row.status);
  return (
    <div className="mt-1">
      <p className="text-xs font-medium text-slate-700">Confirmations</p>
      <ul aria-label="Confirmations" className="flex flex-col gap-1 text-xs text-slate-700">
        {row.confirmations.map((line) => {
          const who = `${line.party === "resident" ? "Resident" : "Owner"}${line.name ? ` (${line.name})` : ""}`;
          return (
            <li key={line.party} className="flex flex-wrap items-center gap-2">
              <span>
                {who} · {STAGE_LABELS[line.stage].toLowerCase()} · {confirmerState(line)}
              </span>
              {open && !line.answer ? (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="outline">
                      Confirm for the {line.party}
                    </Button>
                  }
                  title={`Confirm for the ${line.party}?`}
                  description={`Only when the ${line.party} has told you yes another way. The history records that you confirmed for them.`}
                  confirmLabel={`Confirm for the ${line.party}`}
                  onConfirm={() =>
                    onAction(() =>
                      call(confirmForPartyEndpoint, { params: { id: row.id }, body: { party: line.party } }).then(
                        () => `Confirmed for the ${line.party}`,
                      ),
                    )
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
