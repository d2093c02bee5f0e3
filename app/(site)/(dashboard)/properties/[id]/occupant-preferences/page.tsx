import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DashboardSection } from "@/components/dashboard/section";
import { OccupantLinkActions } from "@/components/occupant-preferences/occupant-link-actions";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { actingScope } from "@/lib/auth/acting-scope";
import { isAppError } from "@/lib/errors";
import { occupantPreferencesForAgent } from "@/lib/occupant-preferences/agent";
import { unsuitableTimeText } from "@/lib/availability/unsuitable-times";
import { formatRecordTime, zoneName } from "@/lib/time/zoned-time";

export const metadata: Metadata = { title: "Resident's preferences" };

/** The agent's view of the times the resident says never suit: the link's actions and the record of every change. */
export default async function OccupantPreferencesAgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser();
  const now = new Date();
  const view = await occupantPreferencesForAgent(getDb(), await actingScope(getDb(), user), id, now).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    if (isAppError(error) && error.code === "conflict") return error.message;
    throw error;
  });
  if (typeof view === "string") {
    return (
      <DashboardSection title="Resident's preferences">
        <p role="status" className="text-sm text-slate-700">
          {view}
        </p>
      </DashboardSection>
    );
  }
  const active = view.record.filter((row) => !row.removedAt);
  return (
    <DashboardSection
      title="Resident's preferences"
      description={`Times ${view.residentName || "the resident"} says never suit a showing at ${view.address}. They are not offered to visitors; showings already booked stay booked. Times are in ${zoneName(now, view.timeZone)}.`}
    >
      <OccupantLinkActions propertyId={view.propertyId} url={view.url} reachable={view.reachable} />
      <section aria-labelledby="never-suit-heading" className="flex flex-col gap-2">
        <h2 id="never-suit-heading" className="text-lg font-semibold text-slate-900">
          Never suits now
        </h2>
        {active.length ? (
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {active.map((row) => (
              <li key={row.id}>{unsuitableTimeText(row)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">The resident has not given any time that never suits.</p>
        )}
      </section>
      <section aria-labelledby="record-heading" className="flex flex-col gap-2">
        <h2 id="record-heading" className="text-lg font-semibold text-slate-900">
          Record of changes
        </h2>
        {view.record.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-medium">Time that never suits</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Added by the resident</th>
                  <th scope="col" className="py-2 font-medium">Removed by the resident</th>
                </tr>
              </thead>
              <tbody>
                {view.record.map((row) => (
                  <tr key={row.id} className="border-b border-slate-100">
                    <td className="py-2 pr-4">{unsuitableTimeText(row)}</td>
                    <td className="py-2 pr-4">{formatRecordTime(row.addedAt, view.timeZone)}</td>
                    <td className="py-2">{row.removedAt ? formatRecordTime(row.removedAt, view.timeZone) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Nothing recorded yet.</p>
        )}
      </section>
    </DashboardSection>
  );
}
