export const headlineStats = [
  { value: "4.9", label: "Average rating from agents" },
  { value: "500+", label: "Agents and property managers" },
  { value: "95%", label: "Tenant satisfaction" },
  { value: "100%", label: "Notice compliance" },
] as const;

/** The four headline numbers shown on the home and reviews pages. */
export function HeadlineStats() {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-4" data-testid="headline-stats">
      {headlineStats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm"
        >
          <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
          <dd className="order-first text-3xl font-bold text-blue-800 sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
