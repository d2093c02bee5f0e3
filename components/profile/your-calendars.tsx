"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { calendarSavedAnswerSchema, type CalendarRecord } from "@/lib/external-calendars/schemas";
import { DEFAULT_TIME_ZONE, formatZonedDateTime } from "@/lib/time/zoned-time";

type Kind = CalendarRecord["kind"];

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
  const [kind, setKind] = useState<Kind>("ics");
  const [busy, setBusy] = useState(false);

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

  async function connect(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = Object.fromEntries(new FormData(form));
    await run(async () => {
      const answer = await apiRequest("POST", "/api/showbook/agent/calendars", { body: { ...input, kind }, answer: calendarSavedAnswerSchema });
      form.reset();
      return answer;
    }, "Calendar connected: its busy times are being read");
  }

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
                    disabled={busy}
                    onClick={() =>
                      run(() => apiRequest("POST", `/api/showbook/agent/calendars/${calendar.id}/refresh`, { answer: calendarSavedAnswerSchema }), "Reading the calendar again")
                    }
                  >
                    Refresh now
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={busy}
                    onClick={() => run(() => apiRequest("DELETE", `/api/showbook/agent/calendars/${calendar.id}`), "Calendar removed")}
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
        <form onSubmit={connect} className="flex flex-col gap-3">
          <fieldset className="flex gap-4 text-sm">
            <legend className="sr-only">Connect by</legend>
            {(
              [
                ["ics", "Secret iCal address"],
                ["caldav", "CalDAV"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="connect-kind" checked={kind === value} onChange={() => setKind(value)} />
                {label}
              </label>
            ))}
          </fieldset>
          <FormField id="calendar-url" label={kind === "ics" ? "Secret iCal address (.ics)" : "CalDAV calendar URL"}>
            <Input id="calendar-url" name="url" type="url" required placeholder="https://" />
          </FormField>
          {kind === "caldav" ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="calendar-username" label="User name">
                <Input id="calendar-username" name="username" autoComplete="off" required />
              </FormField>
              <FormField id="calendar-password" label="App password">
                <Input id="calendar-password" name="password" type="password" autoComplete="new-password" required />
              </FormField>
            </div>
          ) : null}
          <Button type="submit" disabled={busy} className="self-start">
            Connect calendar
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
