import { formatRecordTime } from "@/lib/time/zoned-time";
import { complianceLabel } from "@/lib/dashboard/showing-export";
import type { CompletedShowingRow } from "@/lib/dashboard/schemas";
import { STATUS_LABELS } from "@/lib/vocabulary/booking-status";

/** A date a filed document can be read by, in the given zone. */
const dated = (iso: string, timeZone: string) => formatRecordTime(new Date(iso), timeZone);

/** Only printed: one page per property with each showing's notice record, times in the property's zone. */
export function ComplianceReport({ showings, generatedAt }: { showings: CompletedShowingRow[]; generatedAt: Date }) {
  const groups = new Map<string, CompletedShowingRow[]>();
  for (const showing of showings) groups.set(showing.propertyAddress, [...(groups.get(showing.propertyAddress) ?? []), showing]);
  return (
    <div className="print-document hidden print:block">
      {[...groups.entries()].map(([address, rows]) => {
        const compliant = rows.filter((row) => row.isCompliant).length;
        return (
          <section key={address} className="break-after-page text-xs text-black last:break-after-auto">
            <h2 className="text-base font-bold">Compliance report: {address}</h2>
            <p>
              California Civil Code § 1954 entry notices · {rows.length} showings · {compliant} compliant · generated{" "}
              {dated(generatedAt.toISOString(), "UTC")}
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
                    <td className="py-1 pr-2">{dated(row.startsAt, row.timezone)}</td>
                    <td className="py-1 pr-2">{row.buyerName}</td>
                    <td className="py-1 pr-2">{STATUS_LABELS[row.status]}</td>
                    <td className="py-1 pr-2">{row.residentName || "Vacant"}</td>
                    <td className="py-1 pr-2">{row.advanceNoticeHours ?? "—"}</td>
                    <td className="py-1 pr-2">{row.certifiedMailDate ? dated(row.certifiedMailDate, row.timezone) : "No"}</td>
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
