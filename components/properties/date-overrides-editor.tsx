"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { invalidProps } from "@/components/ui/form-field";
import { FieldError, Input, Label, Select } from "@/components/ui/input";
import { call } from "@/lib/api/call";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { showServerError } from "@/lib/forms/show-server-error";
import {
  dateOverrideInputSchema,
  type affectedBookingSchema,
  type DateOverrideInput,
  type DateOverrideRecord as DateOverrideView,
} from "@/lib/properties/date-override-input";
import { createDateOverrideEndpoint, deleteDateOverrideEndpoint, listDateOverridesEndpoint } from "@/lib/properties/endpoints";
import { formatCalendarDate, formatTimeLabel } from "@/lib/time/zoned-time";
import { TimeSelect } from "./schedule-editor";

type AffectedBooking = z.infer<typeof affectedBookingSchema>;

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
  const form = useForm<z.input<typeof dateOverrideInputSchema>, unknown, DateOverrideInput>({
    resolver: zodResolver(dateOverrideInputSchema),
    defaultValues: { kind: "blocked", startDate: "", endDate: undefined, startTime: "10:00", endTime: "14:00", label: "" },
  });
  const { formState, register, setValue } = form;
  const errors = formState.errors;
  const [kind, startDate, startTime, endTime] = useWatch({ control: form.control, name: ["kind", "startDate", "startTime", "endTime"] });
  const ids = {
    kind: `override-kind-${propertyId}`,
    label: `override-label-${propertyId}`,
    startDate: `override-start-${propertyId}`,
    endDate: `override-end-${propertyId}`,
    times: `override-times-${propertyId}`,
  };
  const timesError = errors.startTime?.message ?? errors.endTime?.message;

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

  // The editor stands inside the property form, so it is no <form> of its own: its button submits it.
  const add = form.handleSubmit(async (input) => {
    try {
      const body = input.kind === "hours" ? input : { ...input, startTime: undefined, endTime: undefined };
      const { affectedBookings } = await call(createDateOverrideEndpoint, { params: { id: propertyId }, body });
      toast.success(input.kind === "blocked" ? "Dates blocked" : "Special hours saved");
      if (affectedBookings.length) toast.warning(`${showingsText(affectedBookings.length)} booked on these dates: move or cancel them.`);
      form.reset({ ...input, startDate: "", endDate: undefined, label: "" });
      reload();
    } catch (error) {
      showServerError(form, error, (reason) => reason);
    }
  });

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
          <Label htmlFor={ids.kind}>Type</Label>
          <Select id={ids.kind} {...register("kind")} {...invalidProps(ids.kind, errors.kind?.message)}>
            <option value="blocked">Block dates</option>
            <option value="hours">Special hours</option>
          </Select>
          <FieldError id={`${ids.kind}-error`} messages={errors.kind?.message ? [errors.kind.message] : undefined} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.label}>Label (optional)</Label>
          <Input
            id={ids.label}
            maxLength={80}
            placeholder="Vacation, open house, closing…"
            {...register("label")}
            {...invalidProps(ids.label, errors.label?.message)}
          />
          <FieldError id={`${ids.label}-error`} messages={errors.label?.message ? [errors.label.message] : undefined} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.startDate}>From</Label>
          <Input id={ids.startDate} type="date" {...register("startDate")} {...invalidProps(ids.startDate, errors.startDate?.message)} />
          <FieldError id={`${ids.startDate}-error`} messages={errors.startDate?.message ? [errors.startDate.message] : undefined} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.endDate}>To (optional)</Label>
          <Input
            id={ids.endDate}
            type="date"
            min={startDate || undefined}
            {...register("endDate", { setValueAs: (value: string) => value || undefined })}
            {...invalidProps(ids.endDate, errors.endDate?.message)}
          />
          <FieldError id={`${ids.endDate}-error`} messages={errors.endDate?.message ? [errors.endDate.message] : undefined} />
        </div>
        {kind === "hours" ? (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <div className="flex items-center gap-2">
              <TimeSelect
                label="Special hours start time"
                value={startTime ?? ""}
                disabled={false}
                onChange={(time) => setValue("startTime", time)}
              />
              <span className="text-sm text-slate-600">to</span>
              <TimeSelect
                label="Special hours end time"
                value={endTime ?? ""}
                disabled={false}
                invalid={!startTime || !endTime || endTime <= startTime}
                onChange={(time) => setValue("endTime", time)}
              />
            </div>
            <FieldError id={`${ids.times}-error`} messages={timesError ? [timesError] : undefined} />
          </div>
        ) : null}
      </div>
      <div>
        <Button type="button" size="sm" onClick={add} disabled={formState.isSubmitting || !startDate}>
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
