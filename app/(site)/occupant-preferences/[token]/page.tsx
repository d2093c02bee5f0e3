import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UnsuitableTimesEditor } from "@/components/occupant-preferences/unsuitable-times-editor";
import { getDb } from "@/db/client";
import { residentPreferencesPage } from "@/lib/occupant-preferences/resident";
import { signedLinkPageRefusal } from "@/lib/rate-limit/signed-link-page";
import { TooManyRequests } from "@/components/ui/too-many-requests";
import { zoneName } from "@/lib/time/zoned-time";

export const metadata: Metadata = { title: "Times that never suit", robots: { index: false } };

/**
 * The resident's private page, reached by the signed link the agent sent: the times that never
 * suit a showing at their home. It shows their address and their own times, nothing else.
 */
export default async function OccupantPreferencesPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const refusal = await signedLinkPageRefusal();
  if (refusal) return <TooManyRequests message={refusal} />;
  const now = new Date();
  const page = await residentPreferencesPage(getDb(), token, now);
  if (!page) notFound();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Times that never suit you</h1>
        <p className="text-slate-700">{page.address}</p>
        <p className="text-sm text-slate-700">
          Tell your listing agent when nobody should come to show your home, for example weekday mornings. Visitors are no
          longer offered those times. Times are in {zoneName(now, page.timeZone)}.
        </p>
        <p className="text-sm text-slate-700">
          Showings already booked are not cancelled by a change here: ask your agent about those.
        </p>
      </header>
      <UnsuitableTimesEditor
        token={token}
        times={page.times.map(({ id, weekdays, startTime, endTime }) => ({ id, weekdays: [...weekdays], startTime, endTime }))}
      />
    </div>
  );
}
