import { shortDateLabel } from "@/lib/bookings/day-options";
import type { WeekBookings } from "@/lib/stats/get-stats";

/** Bookings per week as plain SVG bars, with the numbers also in a table for screen readers. */
export function BookingsChart({ weeks }: { weeks: WeekBookings[] }) {
  const max = Math.max(1, ...weeks.map((week) => week.bookings));
  const barWidth = 100 / weeks.length;
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-3 text-sm font-semibold text-slate-800">Bookings per week (last {weeks.length} weeks)</figcaption>
      <svg viewBox="0 0 100 50" preserveAspectRatio="none" className="h-40 w-full" aria-hidden>
        {weeks.map((week, index) => {
          const height = (week.bookings / max) * 46;
          return (
            <rect
              key={week.weekStart}
              x={index * barWidth + barWidth * 0.15}
              y={50 - height}
              width={barWidth * 0.7}
              height={height}
              className="fill-blue-600"
            />
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-[10px] text-slate-500" aria-hidden>
        <span>{shortDateLabel(weeks[0].weekStart)}</span>
        <span>{shortDateLabel(weeks.at(-1)!.weekStart)}</span>
      </div>
      <table className="sr-only">
        <caption>Bookings per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Bookings</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <td>{week.weekStart}</td>
              <td>{week.bookings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
