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
      <section aria-labelledby="top-properties-title">
        <h2 id="top-properties-title" className="mb-3 text-lg font-semibold text-slate-900">
          Top properties by bookings
        </h2>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Property</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Bookings</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Views</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Conversion</th>
              </tr>
            </thead>
            <tbody>
              {stats.topProperties.map((property) => (
                <tr key={property.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 text-slate-900">{property.address}</td>
                  <td className="px-3 py-2 text-right">{property.bookings}</td>
                  <td className="px-3 py-2 text-right">{property.views}</td>
                  <td className="px-3 py-2 text-right">{property.conversionRate.toFixed(1)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {stats.byAgent.length > 1 ? (
        <section aria-labelledby="by-agent-title">
          <h2 id="by-agent-title" className="mb-3 text-lg font-semibold text-slate-900">
            By agent
          </h2>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Agent</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Properties</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Bookings</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Views</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Conversion</th>
                </tr>
              </thead>
              <tbody>
                {stats.byAgent.map((agent) => (
                  <tr key={agent.agentId} className="border-t border-slate-100">
                    <td className="px-3 py-2 text-slate-900">{agent.email}</td>
                    <td className="px-3 py-2 text-right">{agent.properties}</td>
                    <td className="px-3 py-2 text-right">{agent.bookings}</td>
                    <td className="px-3 py-2 text-right">{agent.views}</td>
                    <td className="px-3 py-2 text-right">{agent.conversionRate.toFixed(1)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
