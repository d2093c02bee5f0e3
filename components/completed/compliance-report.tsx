import { dateLabel, timeLabel } from "@/components/booking/slot-options";
import { complianceLabel } from "@/lib/dashboard/showing-export";
import type { CompletedShowingRow } from "@/lib/dashboard/showings";
import { STATUS_LABELS } from "@/lib/dashboard/status";

/** Only printed: one page per property with each showing's notice record. */
export function ComplianceReport({ showings, generatedAt }: { showings: CompletedShowingRow[]; generatedAt: string }) {
  const groups = new Map<string, CompletedShowingRow[]>();
  for (const showing of showings) groups.set(showing.propertyAddress, [...(groups.get(showing.propertyAddress) ?? []), showing]);
  return (
    <div className="hidden print:block">
      {[...groups.entries()].map(([address, rows]) => {
        const compliant = rows.filter((row) => row.isCompliant).length;
        return (
          <section key={address} className="break-after-page text-xs text-black">
            <h2 className="text-base font-bold">Compliance report: {address}</h2>
            <p>
              California Civil Code § 1954 entry notices · {rows.length} showings · {compliant} compliant · generated {generatedAt}
            </p>
            <table className="mt-2 w-full border-collapse text-left">
              <thead>
                <tr className="border-b border-black">
                  <th className="py-1 pr-2">Date</th>
                  <th className="py-1 pr-2">Buyer</th>
                  <th className="py-1 pr-2">Status</th>
                  <th className="py-1 pr-2">Resident</th>
                  <th className="py-1 pr-2">Notice (hours)</th>
                  <th className="py-1 pr-2">Certified mail</th>
                  <th className="py-1">Compliance</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-slate-300">
                    <td className="py-1 pr-2">
                      {dateLabel(row.showingDate)} {timeLabel(row.showingTime)}
                    </td>
                    <td className="py-1 pr-2">{row.buyerName}</td>
                    <td className="py-1 pr-2">{STATUS_LABELS[row.status]}</td>
                    <td className="py-1 pr-2">{row.residentName || "Vacant"}</td>
                    <td className="py-1 pr-2">{row.advanceNoticeHours ?? "—"}</td>
                    <td className="py-1 pr-2">{row.certifiedMailDate ? row.certifiedMailDate.slice(0, 10) : "No"}</td>
                    <td className="py-1">{complianceLabel(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
