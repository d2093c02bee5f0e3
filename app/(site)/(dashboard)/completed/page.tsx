import type { Metadata } from "next";
import { dashboardScope } from "@/lib/auth/dashboard-scope";
import Link from "next/link";
import { CompletedActions } from "@/components/completed/completed-actions";
import { CompletedFilters } from "@/components/completed/completed-filters";
import { CompletedTable } from "@/components/completed/completed-table";
import { ComplianceReport } from "@/components/completed/compliance-report";
import { DashboardSection, EmptyState } from "@/components/dashboard/section";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { completedSearch } from "@/lib/dashboard/completed-url";
import { NO_COMPLETED_SHOWINGS } from "@/lib/dashboard/messages";
import { completedQueryFromSearchParams } from "@/lib/dashboard/schemas";
import { listCompletedShowings } from "@/lib/dashboard/showings";

export const metadata: Metadata = { title: "Completed Showings" };

// The printed report covers every matching showing, not only the page on screen.
const REPORT_LIMIT = 1000;

export default async function CompletedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  const scope = await dashboardScope(getDb(), user);
  const query = completedQueryFromSearchParams(await searchParams);
  const db = getDb();
  const now = new Date();
  const [page, report] = await Promise.all([
    listCompletedShowings(db, scope, query, now),
    listCompletedShowings(db, scope, { ...query, sort: "property", dir: "asc", limit: REPORT_LIMIT, offset: 0 }, now),
  ]);
  const first = page.total ? page.offset + 1 : 0;
  const last = page.offset + page.showings.length;

  return (
    <DashboardSection
      title="Completed Showings"
      description={
        <>
          <span data-testid="completed-count">{page.total}</span> showings ·{" "}
          <span data-testid="compliance-percent">{page.compliancePercent === null ? "no compliance records" : `${page.compliancePercent}% compliant`}</span>
        </>
      }
      actions={<CompletedActions query={query} total={page.total} />}
    >
      <CompletedFilters query={query} />
      {page.total ? (
        <>
          <CompletedTable showings={page.showings} query={query} />
          <nav aria-label="Pagination" className="no-print flex items-center justify-between gap-3 text-sm">
            <span>
              Showing {first}–{last} of {page.total}
            </span>
            <div className="flex gap-2">
              {page.offset > 0 ? (
                <Button asChild variant="outline" size="sm">
                  <Link href={`/completed${completedSearch(query, { offset: Math.max(0, page.offset - page.limit) })}`}>Previous</Link>
                </Button>
              ) : null}
              {last < page.total ? (
                <Button asChild variant="outline" size="sm">
                  <Link href={`/completed${completedSearch(query, { offset: page.offset + page.limit })}`}>Next</Link>
                </Button>
              ) : null}
            </div>
          </nav>
          <ComplianceReport showings={report.showings} generatedAt={now} />
        </>
      ) : (
        <EmptyState title={NO_COMPLETED_SHOWINGS}>Try a longer time range or fewer filters.</EmptyState>
      )}
    </DashboardSection>
  );
}
