import type { Metadata } from "next";
import { dashboardScope, dashboardView } from "@/lib/auth/dashboard-scope";
import { ShowingsCalendar } from "@/components/calendar/showings-calendar";
import { DashboardSection } from "@/components/dashboard/section";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { listCalendarShowings } from "@/lib/dashboard/showings";
import { defaultCalendarWindow } from "@/lib/dashboard/windows";
import { DEFAULT_TIME_ZONE, todayIn } from "@/lib/time/zoned-time";

export const metadata: Metadata = { title: "Calendar" };

export default async function CalendarPage() {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const today = todayIn(new Date(), DEFAULT_TIME_ZONE);
  const window = defaultCalendarWindow(today);
  const [showings, view] = await Promise.all([listCalendarShowings(getDb(), scope, window), dashboardView()]);
  return (
    <DashboardSection title="Calendar" description="Four weeks of showings, starting Monday.">
      <ShowingsCalendar initial={{ ...window, showings }} today={today} officeView={view === "office" && scope.kind === "agents"} />
    </DashboardSection>
  );
}
