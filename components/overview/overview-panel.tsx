import { AlertTriangle, BarChart3, Building2, CalendarDays, CalendarX, ClipboardCheck, Clock, Home, ListChecks, Plus, Users } from "lucide-react";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { ActivityItem, ActivityKind, DashboardStats } from "@/lib/dashboard/overview";
import { formatZonedDateTime } from "@/lib/time/zoned-time";

const QUICK_ACTIONS = [
  { href: "/add", label: "Add Property", icon: Plus },
  { href: "/upcoming", label: "Upcoming Showings", icon: ListChecks },
  { href: "/calendar", label: "Calendar", icon: CalendarDays },
  { href: "/completed", label: "Completed Showings", icon: ClipboardCheck },
  { href: "/prospects", label: "Prospects", icon: Users },
  { href: "/stats", label: "View Reports", icon: BarChart3 },
] as const;

const ACTIVITY_ICONS: Record<ActivityKind, typeof Home> = {
  booking: CalendarDays,
  cancellation: CalendarX,
  notice_failed: AlertTriangle,
  property_added: Building2,
};

export function OverviewPanel({ stats, activity }: { stats: DashboardStats; activity: ActivityItem[] }) {
  const cards = [
    { label: "Active Properties", value: stats.properties, hint: stats.hints.properties, icon: Home },
    { label: "Total Showings", value: stats.totalBookings, hint: stats.hints.totalBookings, icon: CalendarDays },
    { label: "Hours Saved", value: stats.hoursSaved, hint: stats.hints.hoursSaved, icon: Clock },
    { label: "This Month", value: stats.monthlyBookings, hint: stats.hints.monthlyBookings, icon: BarChart3 },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, value, hint, icon: Icon }) => (
          <Card key={label} className="p-4">
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <Icon className="size-4" aria-hidden /> {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
            <dd className="text-xs text-slate-600">{hint}</dd>
          </Card>
        ))}
      </dl>

      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold text-slate-900">
          Quick actions
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm font-medium text-slate-800 hover:border-blue-300 hover:text-blue-800"
              >
                <Icon className="size-4" aria-hidden /> {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="activity-title">
        <h2 id="activity-title" className="mb-3 text-lg font-semibold text-slate-900">
          Recent activity
        </h2>
        {activity.length ? (
          <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {activity.map((item) => {
              const Icon = ACTIVITY_ICONS[item.kind];
              return (
                <li key={item.id} className="flex gap-3 p-3 text-sm">
                  <Icon className={item.kind === "notice_failed" ? "mt-0.5 size-4 text-red-700" : "mt-0.5 size-4 text-slate-500"} aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">{item.title}</p>
                    <p className="truncate text-slate-600">{item.detail}</p>
                  </div>
                  <time dateTime={item.at} className="shrink-0 text-xs text-slate-500">
                    {formatZonedDateTime(new Date(item.at), item.timeZone)}
                  </time>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
            No activity yet. Add a property and share its booking link to see bookings here.
          </p>
        )}
      </section>
    </div>
  );
}
