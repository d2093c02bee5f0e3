import { Card } from "@/components/ui/card";
import { BOOKING_FEE, dollarsToCents, formatUsd } from "@/lib/constants";
import type { PropertyStats } from "@/lib/stats/get-stats";
import { REVENUE_PER_BOOKING } from "@/lib/stats/figures";
import { BookingsChart } from "./bookings-chart";

const number = new Intl.NumberFormat("en-US");

export function StatsPanel({ stats }: { stats: PropertyStats }) {
  const cards = [
    ["Total Properties", number.format(stats.totalProperties), ""],
    ["Total Bookings", number.format(stats.totalBookings), ""],
    ["Total Views", number.format(stats.totalViews), "booking and share page visitors, each visitor once a day; bots excluded"],
    ["Conversion Rate", `${stats.conversionRate.toFixed(1)}%`, "views that ended in a booking ÷ views"],
    ["Avg Bookings per Property", stats.averageBookingsPerProperty.toFixed(1), ""],
    [
      "Estimated Revenue",
      formatUsd(dollarsToCents(stats.estimatedRevenue)),
      `bookings × ${formatUsd(dollarsToCents(REVENUE_PER_BOOKING))}, an assumed value of a showing to you — not the ${BOOKING_FEE} booking fee`,
    ],
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {cards.map(([label, value, hint]) => (
          <Card key={label} className="p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
            {hint ? <dd className="text-xs text-slate-600">{hint}</dd> : null}
          </Card>
        ))}
      </dl>
      <BookingsChart weeks={stats.bookingsPerWeek} />
      <FiguresTable
        id="top-properties-title"
        title="Top properties by bookings"
        columns={["Property", "Bookings", "Views", "Conversion"]}
        rows={stats.topProperties.map((property) => ({
          key: property.id,
          cells: [property.address, property.bookings, property.views, `${property.conversionRate.toFixed(1)}%`],
        }))}
      />
      {stats.byAgent.length > 1 ? (
        <FiguresTable
          id="by-agent-title"
          title="By agent"
          columns={["Agent", "Properties", "Bookings", "Views", "Conversion"]}
          rows={stats.byAgent.map((agent) => ({
            key: agent.agentId,
            cells: [agent.email, agent.properties, agent.bookings, agent.views, `${agent.conversionRate.toFixed(1)}%`],
          }))}
        />
      ) : null}
    </div>
  );
}

/** A titled table of figures: the first column names the row, the others are right-aligned numbers. */
function FiguresTable({ id, title, columns, rows }: { id: string; title: string; columns: string[]; rows: { key: string; cells: (string | number)[] }[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={index === 0 ? "px-3 py-2 font-medium" : "px-3 py-2 text-right font-medium"}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells }) => (
              <tr key={key} className="border-t border-slate-100">
                {cells.map((cell, index) => (
                  <td key={columns[index]} className={index === 0 ? "px-3 py-2 text-slate-900" : "px-3 py-2 text-right"}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
