"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import { connectCalendarEndpoint, refreshCalendarEndpoint, removeCalendarEndpoint } from "@/lib/external-calendars/endpoints";
import { connectCalendarSchema, type CalendarRecord, type ConnectCalendarInput } from "@/lib/external-calendars/schemas";
import { showServerError } from "@/lib/forms/show-server-error";
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from "@/lib/time/zoned-time";

const READ_POLL_MS = 2_000;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The agent's own calendars, whose busy times block their slots: connect, refresh, remove. */
export function YourCalendars({ calendars }: { calendars: CalendarRecord[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const form = useForm<z.input<typeof connectCalendarSchema>, unknown, ConnectCalendarInput>({
    resolver: zodResolver(connectCalendarSchema),
    defaultValues: { kind: "ics", url: "" },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const { formState } = form;
  // The CalDAV variant's fields are every field of the form (the iCal variant's are a part of them).
  const errors = formState.errors as FieldErrors<Extract<ConnectCalendarInput, { kind: "caldav" }>>;

  const reading = calendars.some((calendar) => calendar.reading);
  // The job worker reads a calendar in the background: the list follows until every read is done.
  useEffect(() => {
    if (!reading) return;
    const timer = setInterval(() => router.refresh(), READ_POLL_MS);
    return () => clearInterval(timer);
  }, [reading, router]);

  /** Runs one request, toasts its success text and shows the list as it is now. */
  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await action();
      toast.success(success);
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const connect = form.handleSubmit(async (body) => {
    try {
      await call(connectCalendarEndpoint, { body });
      toast.success("Calendar connected: its busy times are being read");
      form.reset({ kind: body.kind, url: "", username: "", password: "" });
      router.refresh();
    } catch (error) {
      showServerError(form, error, (reason) => reason);
    }
  });

  return (
    <Card aria-labelledby="your-calendars-heading" role="region">
      <CardContent className="flex flex-col gap-4 pt-6">
        <div>
          <h2 id="your-calendars-heading" className="text-lg font-semibold">
            Your calendars
          </h2>
          <p className="text-sm text-slate-600">
            Busy times on your own calendars block the overlapping slots on all of your properties. They are read every five minutes.
          </p>
        </div>
        {calendars.length ? (
          <ul className="flex flex-col gap-2" aria-label="Connected calendars">
            {calendars.map((calendar) => (
              <li key={calendar.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3">
                <div className="text-sm">
                  <p className="font-medium">
                    {calendar.kind === "caldav"
                      ? `CalDAV: ${calendar.username} at ${hostOf(calendar.url)}`
                      : `iCal address at ${hostOf(calendar.url)}`}
                  </p>
                  <p className="text-slate-600">
                    {calendar.reading ? (
                      <span role="status">Reading the calendar…</span>
                    ) : calendar.lastSyncedAt ? (
                      <>
                        Last read{" "}
                        <time dateTime={new Date(calendar.lastSyncedAt).toISOString()}>
                          {formatZonedDateTime(new Date(calendar.lastSyncedAt), DEFAULT_TIME_ZONE)}
                        </time>
                        , {calendar.busyCount} busy time
                        {calendar.busyCount === 1 ? "" : "s"}
                      </>
                    ) : (
                      "Not read yet"
                    )}
                  </p>
                  {calendar.lastError ? <p className="text-red-700">{calendar.lastError}</p> : null}
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy || formState.isSubmitting}
                    onClick={() =>
                      run(() => call(refreshCalendarEndpoint, { params: { id: calendar.id } }), "Reading the calendar again")
                    }
                  >
                    Refresh now
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={busy || formState.isSubmitting}
                    onClick={() => run(() => call(removeCalendarEndpoint, { params: { id: calendar.id } }), "Calendar removed")}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No calendars connected.</p>
        )}
        <form onSubmit={connect} noValidate className="flex flex-col gap-3">
          <fieldset className="flex gap-4 text-sm">
            <legend className="sr-only">Connect by</legend>
            {(
              [
                ["ics", "Secret iCal address"],
                ["caldav", "CalDAV"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" value={value} {...form.register("kind")} />
                {label}
              </label>
            ))}
          </fieldset>
          <FormField id="calendar-url" label={kind === "ics" ? "Secret iCal address (.ics)" : "CalDAV calendar URL"} error={errors.url?.message}>
            <Input id="calendar-url" type="url" required placeholder="https://" {...form.register("url")} {...invalidProps("calendar-url", errors.url?.message)} />
          </FormField>
          {kind === "caldav" ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="calendar-username" label="User name" error={errors.username?.message}>
                <Input
                  id="calendar-username"
                  autoComplete="off"
                  required
                  {...form.register("username")}
                  {...invalidProps("calendar-username", errors.username?.message)}
                />
              </FormField>
              <FormField id="calendar-password" label="App password" error={errors.password?.message}>
                <Input
                  id="calendar-password"
                  type="password"
                  autoComplete="new-password"
                  required
                  {...form.register("password")}
                  {...invalidProps("calendar-password", errors.password?.message)}
                />
              </FormField>
            </div>
          ) : null}
          <Button type="submit" disabled={busy || formState.isSubmitting} className="self-start">
            Connect calendar
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
