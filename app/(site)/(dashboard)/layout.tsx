import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DashboardNav } from "@/components/dashboard/dashboard-nav";
import { VerifyEmailBanner } from "@/components/account/verify-email-banner";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { isEmailVerified } from "@/lib/auth/email-verification";

/** Signed-in pages: never in a search index. */
export const metadata: Metadata = { robots: { index: false } };

/** The one dashboard shell: every section below renders inside it, chosen by path. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const verified = await isEmailVerified(getDb(), user.id);
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
        {children}
      </div>
    </div>
  );
}
