import type { ReactNode } from "react";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { requireUser } from "@/lib/auth/current-user";

/** The one dashboard shell: every section below renders inside it, chosen by path. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  await requireUser();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
      <aside className="lg:w-52 lg:shrink-0">
        <DashboardNav />
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
