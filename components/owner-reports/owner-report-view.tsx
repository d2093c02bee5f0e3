import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import type { OwnerReport, ReportShowing } from "@/lib/owner-reports/report";

/** A plain table of the report: a header row and one row per item. */
function ReportTable({ headers, rows }: { headers: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {headers.map((header) => (
              <th key={header} className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              {row.cells.map((cell, index) => (
                <td key={headers[index]} className="px-3 py-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ShowingsTable({ id, title, showings, empty }: { id: string; title: string; showings: ReportShowing[]; empty: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {showings.length ? (
        <ReportTable
          headers={["Date", "Time", "Status"]}
          rows={showings.map((showing) => ({ key: showing.id, cells: [showing.date, showing.time, showing.status] }))}
        />
      ) : (
        <p className="text-sm text-slate-600">{empty}</p>
      )}
    </section>
  );
}

/** Views and bookings per week as server-drawn bars: the longest bar is the busiest week. */
function WeeklyTrend({ weeks }: { weeks: OwnerReport["weeks"] }) {
  const most = Math.max(1, ...weeks.flatMap((week) => [week.views, week.bookings]));
  const bar = (value: number, tone: string) => (
    <>
      {value}
      <span aria-hidden className={`block h-2 rounded ${tone}`} style={{ width: `${Math.round((value / most) * 100)}%` }} />
    </>
  );
  return (
    <section aria-labelledby="owner-report-trend">
      <h2 id="owner-report-trend" className="mb-2 text-lg font-semibold text-slate-900">
        Views and bookings by week
      </h2>
      <ReportTable
        headers={["Week", "Views", "Bookings"]}
        rows={weeks.map((week) => ({ key: week.weekStart, cells: [week.label, bar(week.views, "bg-blue-500"), bar(week.bookings, "bg-emerald-600")] }))}
      />
      <p className="mt-1 text-xs text-slate-600">Views: visitors of the booking page, each once a day. Bookings: showings booked that week.</p>
    </section>
  );
}

/** The owner's listing activity report: the owner's page and the agent's preview render this one component. */
export function OwnerReportView({ report }: { report: OwnerReport }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">Times are in the property&apos;s time zone ({report.zone}).</p>
      <ShowingsTable id="owner-report-upcoming" title="Upcoming showings" showings={report.upcoming} empty="No upcoming showings." />
      <ShowingsTable id="owner-report-past" title="Past showings" showings={report.past} empty="No past showings yet." />
      <section aria-labelledby="owner-report-feedback">
        <h2 id="owner-report-feedback" className="mb-2 text-lg font-semibold text-slate-900">
          Feedback
        </h2>
        {report.feedback.length ? (
          <ul className="flex flex-col gap-2">
            {report.feedback.map((item) => (
              <li key={item.id}>
                <Card className="p-3 text-sm text-slate-800">
                  <p className="font-medium">{item.date}</p>
                  <p>Rating: {item.rating ?? "—"} out of 5</p>
                  {item.interest ? <p>Interest: {item.interest}</p> : null}
                  {item.comments ? <blockquote className="mt-1 border-l-2 border-slate-300 pl-2 text-slate-700">{item.comments}</blockquote> : null}
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No feedback yet.</p>
        )}
      </section>
      <WeeklyTrend weeks={report.weeks} />
    </div>
  );
}
