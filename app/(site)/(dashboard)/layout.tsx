import type { Metadata } from "next";
import { Fragment, type ReactNode } from "react";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { OfficeBar } from "@/components/dashboard/office-bar";
import { VerifyEmailBanner } from "@/components/account/verify-email-banner";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { dashboardView } from "@/lib/auth/dashboard-scope";
import { isEmailVerified } from "@/lib/auth/email-verification";
import { officeHeaderOf } from "@/lib/offices/dashboard-header";

/** Signed-in pages: never in a search index. */
export const metadata: Metadata = { robots: { index: false } };

/** The one dashboard shell: every section below renders inside it, chosen by path. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const [verified, office, view] = await Promise.all([isEmailVerified(getDb(), user.id), officeHeaderOf(getDb(), user.id), dashboardView()]);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
      <aside className="lg:w-52 lg:shrink-0 print:hidden">
        <DashboardNav />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        {verified ? null : (
          <div className="print:hidden">
            <VerifyEmailBanner email={user.email} />
          </div>
        )}
        {office ? <OfficeBar office={office} view={view} /> : null}
        {/* A switch of view starts the page's client state afresh from the rows of the new view. */}
        <Fragment key={view}>{children}</Fragment>
      </div>
    </div>
  );
}
