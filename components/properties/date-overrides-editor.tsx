"use client";

import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input, Label, Select } from "@/components/ui/input";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { formatCalendarDate, formatTimeLabel } from "@/lib/time/zoned-time";
import type { DateOverrideKind } from "@/lib/properties/date-override-enums";
import type { z } from "zod";
import type { affectedBookingSchema, DateOverrideRecord as DateOverrideView } from "@/lib/properties/date-override-input";

type AffectedBooking = z.infer<typeof affectedBookingSchema>;
import { TimeSelect } from "./schedule-editor";
import { call } from "@/lib/api/call";
import { createDateOverrideEndpoint, deleteDateOverrideEndpoint, listDateOverridesEndpoint } from "@/lib/properties/endpoints";

const rangeText = (entry: Pick<DateOverrideView, "startDate" | "endDate">) =>
  entry.startDate === entry.endDate ? formatCalendarDate(entry.startDate) : `${formatCalendarDate(entry.startDate)} – ${formatCalendarDate(entry.endDate)}`;

const entryText = (entry: DateOverrideView) =>
  entry.kind === "blocked" || !entry.startTime || !entry.endTime
    ? "Blocked: no showings"
    : `Special hours: ${formatTimeLabel(entry.startTime)} – ${formatTimeLabel(entry.endTime)}`;

const showingsText = (count: number) => (count === 1 ? "1 showing is" : `${count} showings are`);

function AffectedBookings({ bookings, onManageBookings }: { bookings: AffectedBooking[]; onManageBookings: () => void }) {
  return (
    <div role="alert" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
      <p>{showingsText(bookings.length)} booked on these dates and still stand. Move or cancel them:</p>
      <ul className="my-1 list-disc pl-5">
        {bookings.map((booking) => (
          <li key={booking.id}>
            {formatCalendarDate(booking.date)}, {formatTimeLabel(booking.time)} — {booking.buyerName || "booker"} ({booking.confirmationNumber})
          </li>
        ))}
      </ul>
      <Button type="button" size="sm" variant="outline" onClick={onManageBookings}>
        Manage bookings
      </Button>
    </div>
  );
}

/**
 * Exceptions to the weekly schedule, saved as they are added: blocked dates or ranges
 * (vacation, open house, closing) and dates with their own hours. Each entry lists the
 * showings already booked that it displaces, for the agent to move or cancel.
 */
export function DateOverridesEditor({ propertyId, onManageBookings }: { propertyId: string; onManageBookings: () => void }) {
  const [entries, setEntries] = useState<DateOverrideView[] | null>(null);
  const [kind, setKind] = useState<DateOverrideKind>("blocked");
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [startTime, setStartTime] = useState("10:00");
  const [endTime, setEndTime] = useState("14:00");
  const [label, setLabel] = useState("");
  const [saving, setSaving] = useState(false);

  const [version, setVersion] = useState(0);
  const reload = () => setVersion((value) => value + 1);

  useEffect(() => {
    let stale = false;
    call(listDateOverridesEndpoint, { params: { id: propertyId } })
      .then((data) => data.dateOverrides)
      .catch((error: unknown) => {
        if (!isSessionExpired(error)) toast.error(errorMessage(error));
        return [];
      })
      .then((loaded) => {
        if (!stale) setEntries(loaded);
      });
    return () => {
      stale = true;
    };
  }, [propertyId, version]);

  async function add() {
    setSaving(true);
    try {
      const body = { kind, startDate, endDate: endDate || undefined, label, ...(kind === "hours" ? { startTime, endTime } : {}) };
      const { affectedBookings } = await call(createDateOverrideEndpoint, { params: { id: propertyId }, body });
      toast.success(kind === "blocked" ? "Dates blocked" : "Special hours saved");
      if (affectedBookings.length) toast.warning(`${showingsText(affectedBookings.length)} booked on these dates: move or cancel them.`);
      setStartDate("");
      setEndDate("");
      setLabel("");
      reload();
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  async function remove(entry: DateOverrideView) {
    try {
      await call(deleteDateOverrideEndpoint, { params: { id: propertyId, overrideId: entry.id } });
      toast.success(entry.kind === "blocked" ? "Dates unblocked" : "Special hours removed");
      reload();
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(errorMessage(error));
    }
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Blocked dates and special hours</legend>
      <p className="text-xs text-slate-600">Saved at once. A blocked date offers no showings; special hours replace the weekday&apos;s hours.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`override-kind-${propertyId}`}>Type</Label>
          <Select id={`override-kind-${propertyId}`} value={kind} onChange={(event) => setKind(event.target.value as DateOverrideKind)}>
            <option value="blocked">Block dates</option>
            <option value="hours">Special hours</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`override-label-${propertyId}`}>Label (optional)</Label>
          <Input
            id={`override-label-${propertyId}`}
            value={label}
            maxLength={80}
            placeholder="Vacation, open house, closing…"
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`override-start-${propertyId}`}>From</Label>
          <Input id={`override-start-${propertyId}`} type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`override-end-${propertyId}`}>To (optional)</Label>
          <Input id={`override-end-${propertyId}`} type="date" value={endDate} min={startDate || undefined} onChange={(event) => setEndDate(event.target.value)} />
        </div>
        {kind === "hours" ? (
          <div className="flex items-center gap-2 sm:col-span-2">
            <TimeSelect label="Special hours start time" value={startTime} disabled={false} onChange={setStartTime} />
            <span className="text-sm text-slate-600">to</span>
            <TimeSelect label="Special hours end time" value={endTime} disabled={false} invalid={endTime <= startTime} onChange={setEndTime} />
          </div>
        ) : null}
      </div>
      <div>
        <Button type="button" size="sm" onClick={add} disabled={saving || !startDate}>
          {kind === "blocked" ? "Block dates" : "Save special hours"}
        </Button>
      </div>
      {entries === null ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-600">No blocked dates or special hours.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Blocked dates and special hours">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-md border border-slate-100 p-2 text-sm">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-medium text-slate-800">{rangeText(entry)}</p>
                  <p className="text-slate-600">
                    {entryText(entry)}
                    {entry.label ? ` · ${entry.label}` : ""}
                  </p>
                </div>
                <Button type="button" size="sm" variant="ghost" aria-label={`Delete ${rangeText(entry)}`} onClick={() => remove(entry)}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
              {entry.affectedBookings.length ? <AffectedBookings bookings={entry.affectedBookings} onManageBookings={onManageBookings} /> : null}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
