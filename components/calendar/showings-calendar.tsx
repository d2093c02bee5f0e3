"use client";

import { CalendarPlus, ChevronLeft, ChevronRight, Download, ExternalLink, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { shortDateLabel, timeLabel } from "@/lib/bookings/day-options";
import { Button } from "@/components/ui/button";
import { addDays, formatDayHeading } from "@/lib/time/zoned-time";
import { buildIcs, icsFilename } from "@/lib/booking-rules/calendar";
import { buildIcsCalendar, NO_SHOWINGS_TO_EXPORT } from "@/lib/dashboard/calendar-export";
import { showingEvent } from "@/lib/dashboard/showing-export";
import type { ShowingRow } from "@/lib/dashboard/schemas";
import { calendarTone, isCancelled, STATUS_LABELS, type CalendarTone } from "@/lib/vocabulary/booking-status";
import { CALENDAR_WINDOW_DAYS, calendarWeeks, type DateWindow } from "@/lib/dashboard/windows";
import { downloadText } from "@/lib/download";
import { errorMessage } from "@/lib/api/client";
import { call } from "@/lib/api/call";
import { calendarDataEndpoint } from "@/lib/dashboard/endpoints";
import { cn } from "@/lib/utils";
import { shortWeekdayLabel, WEEKDAYS } from "@/lib/time/weekdays";

const CALENDAR_HELP_URL = "https://support.google.com/calendar/answer/37118";

const TONE_CLASSES: Record<CalendarTone, string> = {
  confirmed: "border-green-300 bg-green-50 text-green-950",
  pending: "border-amber-300 bg-amber-50 text-amber-950",
  other: "border-slate-300 bg-slate-50 text-slate-800",
};


type CalendarData = DateWindow & { showings: ShowingRow[] };

/** Four weeks of showings; `officeView` keeps the office's showings when moving between weeks. */
export function ShowingsCalendar({ initial, today, officeView = false }: { initial: CalendarData; today: string; officeView?: boolean }) {
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const todayWindowStart = initial.startDate;

  const load = async (startDate: string) => {
    setLoading(true);
    try {
      const endDate = addDays(startDate, CALENDAR_WINDOW_DAYS - 1);
      setData(await call(calendarDataEndpoint, { query: { startDate, endDate, ...(officeView ? { scope: "office" as const } : {}) } }));
    } catch (error) {
      toast.error(`Failed to load showings: ${errorMessage(error)}`);
    } finally {
      setLoading(false);
    }
  };

  const exportAll = () => {
    const exportable = data.showings.filter((row) => !isCancelled(row.status));
    if (!exportable.length) return toast.error(NO_SHOWINGS_TO_EXPORT);
    downloadText(`showings-${data.startDate}-to-${data.endDate}.ics`, buildIcsCalendar(exportable.map(showingEvent)), "text/calendar");
  };

  // Map.groupBy is missing from Node 20, which renders this component on the server.
  const byDay = new Map<string, ShowingRow[]>();
  for (const row of data.showings) byDay.set(row.showingDate, [...(byDay.get(row.showingDate) ?? []), row]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" disabled={loading} onClick={() => load(addDays(data.startDate, -CALENDAR_WINDOW_DAYS))}>
          <ChevronLeft aria-hidden /> Previous 4 Weeks
        </Button>
        <Button type="button" variant="outline" disabled={loading} onClick={() => load(todayWindowStart)}>
          Today
        </Button>
        <Button type="button" variant="outline" disabled={loading} onClick={() => load(addDays(data.startDate, CALENDAR_WINDOW_DAYS))}>
          Next 4 Weeks <ChevronRight aria-hidden />
        </Button>
        <Button type="button" variant="outline" disabled={loading} onClick={() => load(data.startDate)}>
          <RefreshCw aria-hidden className={loading ? "animate-spin" : undefined} /> Sync from Bookings
        </Button>
        <Button type="button" onClick={exportAll}>
          <Download aria-hidden /> Export All (.ics)
        </Button>
        <a
          href={CALENDAR_HELP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm text-blue-800 underline"
        >
          How to import into your calendar <ExternalLink className="size-3" aria-hidden />
        </a>
      </div>
      <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
        {shortDateLabel(data.startDate)} – {shortDateLabel(data.endDate)}
      </h2>
      <ul className="flex flex-wrap gap-3 text-xs text-slate-700" aria-label="Colour legend">
        {(["confirmed", "pending", "other"] as const).map((tone) => (
          <li key={tone} className="flex items-center gap-1">
            <span className={cn("inline-block size-3 rounded border", TONE_CLASSES[tone])} aria-hidden />
            {tone === "other" ? "Completed, cancelled or no-show" : STATUS_LABELS[tone]}
          </li>
        ))}
      </ul>
      <div className="hidden grid-cols-7 gap-2 text-center text-xs font-semibold text-slate-600 md:grid" aria-hidden>
        {WEEKDAYS.map(shortWeekdayLabel).map((name) => (
          <div key={name}>{name}</div>
        ))}
      </div>
      <div className="flex flex-col gap-2">
        {calendarWeeks(data).map((week) => (
          <div key={week[0]} className="grid grid-cols-1 gap-2 md:grid-cols-7">
            {week.map((date) => {
              const showings = byDay.get(date) ?? [];
              return (
                <section
                  key={date}
                  aria-label={formatDayHeading(date)}
                  className={cn(
                    "min-h-24 rounded-md border bg-white p-2",
                    date === today ? "border-blue-500 ring-1 ring-blue-500" : "border-slate-200",
                    !showings.length && "hidden md:block",
                  )}
                >
                  <h3 className="text-xs font-semibold text-slate-700">
                    <span className="md:hidden">{formatDayHeading(date)}</span>
                    <span className="hidden md:inline">{shortDateLabel(date)}</span>
                  </h3>
                  <ul className="mt-1 flex flex-col gap-1">
                    {showings.map((row) => (
                      <li key={row.id} className={cn("rounded border p-1.5 text-xs", TONE_CLASSES[calendarTone(row.status)])}>
                        <p className="font-semibold">{timeLabel(row.showingTime)}</p>
                        <p className="break-words">{row.propertyAddress}</p>
                        <p>{row.buyerName}</p>
                        {officeView ? <p className="break-words">Agent: {row.listingAgentEmail}</p> : null}
                        <p className="sr-only">{STATUS_LABELS[row.status]}</p>
                        {isCancelled(row.status) ? null : (
                          <button
                            type="button"
                            className="mt-1 inline-flex items-center gap-1 underline"
                            aria-label={`.ics file of the showing at ${row.propertyAddress} on ${row.showingDate} ${timeLabel(row.showingTime)}`}
                            onClick={() => downloadText(icsFilename(row.confirmationNumber), buildIcs(showingEvent(row)), "text/calendar")}
                          >
                            <CalendarPlus className="size-3" aria-hidden /> .ics
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        ))}
      </div>
      {data.showings.length ? null : <p className="text-center text-sm text-slate-600">No showings in these four weeks.</p>}
    </div>
  );
}
