"use client";

import { Download, Printer } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { call } from "@/lib/api/call";
import { completedShowingsEndpoint } from "@/lib/dashboard/endpoints";
import { NO_SHOWINGS_TO_EXPORT } from "@/lib/dashboard/calendar-export";
import { type CompletedQuery } from "@/lib/dashboard/schemas";
import { completedShowingsCsv, csvFilename } from "@/lib/dashboard/showing-export";
import type { CompletedShowingRow } from "@/lib/dashboard/schemas";
import { downloadText } from "@/lib/download";

const EXPORT_PAGE = 200;

/** CSV of every showing matching the filters (all pages), and the printable compliance report. */
export function CompletedActions({ query, total }: { query: CompletedQuery; total: number }) {
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!total) return toast.error(NO_SHOWINGS_TO_EXPORT);
    setExporting(true);
    try {
      const rows: CompletedShowingRow[] = [];
      for (let offset = 0; offset < total; offset += EXPORT_PAGE) {
        const page = await call(completedShowingsEndpoint, { query: { ...query, limit: EXPORT_PAGE, offset } });
        rows.push(...page.showings);
        if (page.showings.length < EXPORT_PAGE) break;
      }
      downloadText(csvFilename("completed-showings"), completedShowingsCsv(rows), "text/csv");
    } catch (error) {
      toast.error(`Failed to export showings: ${errorMessage(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button type="button" variant="outline" disabled={exporting} onClick={exportCsv}>
        <Download aria-hidden /> {exporting ? "Exporting..." : "Export CSV"}
      </Button>
      <Button type="button" variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden /> Print Compliance Report
      </Button>
    </>
  );
}
