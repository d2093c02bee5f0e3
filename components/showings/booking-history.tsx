"use client";

import { useState } from "react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/api/call";
import { bookingActivityEndpoint } from "@/lib/bookings/agent-booking-endpoints";
import type { bookingActivityAnswerSchema } from "@/lib/bookings/booking-answers";

type Line = z.infer<typeof bookingActivityAnswerSchema>["activity"][number];

/** A booking's history, read when the agent opens it: who did what, through which channel, when (in the property's zone). */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const [lines, setLines] = useState<Line[] | "failed" | null>(null);
  const [open, setOpen] = useState(false);

  /** Read afresh on each opening, so a move made since shows. */
  const toggle = async () => {
    const opening = !open;
    setOpen(opening);
    if (!opening) return;
    setLines(null);
    try {
      setLines((await call(bookingActivityEndpoint, { params: { id: bookingId } })).activity);
    } catch {
      setLines("failed");
    }
  };

  const listId = `history-${bookingId}`;
  return (
    <div className="mt-1">
      <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        {open ? "Hide History" : "History"}
      </Button>
      {open ? (
        <div id={listId}>
          {lines === null ? (
            <p className="text-xs text-slate-600" role="status">
              Loading history…
            </p>
          ) : null}
          {lines === "failed" ? <p className="text-xs text-red-700">Could not load the history. Please try again.</p> : null}
          {Array.isArray(lines) ? (
            lines.length === 0 ? (
              <p className="text-xs text-slate-600">Nothing recorded yet.</p>
            ) : (
              <ol aria-label="Booking history" className="mt-1 flex flex-col gap-1 border-l-2 border-slate-200 pl-3 text-xs text-slate-700">
                {lines.map((line) => (
                  <li key={`${line.at}-${line.what}`}>
                    <time dateTime={line.at} className="font-medium text-slate-900">
                      {line.when}
                    </time>{" "}
                    · {line.who}: {line.what} ({line.change}) · by {line.channel}
                    {line.reason ? ` · “${line.reason}”` : ""}
                  </li>
                ))}
              </ol>
            )
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
