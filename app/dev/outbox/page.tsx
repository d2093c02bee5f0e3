import type { Metadata } from "next";
import { eq } from "drizzle-orm";
import { notFound } from "next/navigation";
import { EmptyState } from "@/components/dashboard/section";
import { getDb } from "@/db/client";
import { requireUser } from "@/lib/auth/current-user";
import { everyAgentForAdmin } from "@/lib/auth/scope";
import { agentProfiles } from "@/db/schema";
import { canUseDevOutbox, listOutbox } from "@/lib/notifications/list-outbox";
import { SimulateReplyForm } from "./simulate-reply-form";

export const metadata: Metadata = { title: "Outbox", robots: { index: false } };

const CHANNEL_LABEL = { email: "Email", sms: "SMS", mail: "Letter" } as const;
const ROLE_LABEL = { listing_agent: "Listing agent", buyer: "Buyer", buyer_agent: "Buyer's agent", resident: "Resident", owner: "Owner" } as const;

/** Development outbox: every message the local transport "sent", exactly as stored, and a simulated text reply. */
export default async function OutboxPage() {
  const user = await requireUser();
  if (!canUseDevOutbox(user)) notFound();
  const db = getDb();
  const rows = await listOutbox(db, everyAgentForAdmin(user));
  const [profile] = await db.select({ phone: agentProfiles.agentPhone }).from(agentProfiles).where(eq(agentProfiles.userId, user.id));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Outbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        No e-mail, SMS or mail provider is configured, so messages are delivered locally and shown here as they would be
        sent.
      </p>
      <SimulateReplyForm defaultFrom={profile?.phone ?? ""} />
      {rows.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="No messages yet">Messages appear here when a showing is booked at one of your properties.</EmptyState>
        </div>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {rows.map(({ notification: message, confirmationNumber, propertyAddress }) => (
            <li key={message.id}>
              <article
                aria-label={`${CHANNEL_LABEL[message.channel]} to ${ROLE_LABEL[message.recipientRole]}`}
                className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              >
                <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="rounded bg-blue-100 px-2 py-0.5 font-semibold text-blue-900">{CHANNEL_LABEL[message.channel]}</span>
                  <span className="font-medium">{ROLE_LABEL[message.recipientRole]}</span>
                  <span className="text-slate-600">
                    {message.recipientName ? `${message.recipientName} · ` : ""}
                    {message.recipientAddress}
                  </span>
                  <span className="ml-auto text-slate-600">
                    {[message.status, confirmationNumber, propertyAddress].filter(Boolean).join(" · ")}
                  </span>
                </header>
                {message.subject ? <p className="mt-2 font-semibold">{message.subject}</p> : null}
                {message.certified ? (
                  <p className="mt-1 text-xs text-slate-600">
                    Certified mail{message.trackingNumber ? `, tracking ${message.trackingNumber}` : ""}
                  </p>
                ) : null}
                <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">{message.body}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
