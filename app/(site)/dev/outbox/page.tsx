import type { Metadata } from "next";
import { eq } from "drizzle-orm";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { EmptyState } from "@/components/dashboard/section";
import { buttonVariants } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { agentProfiles } from "@/db/schema";
import { isAppError } from "@/lib/errors";
import { requireUser } from "@/lib/auth/current-user";
import { everyAgentForAdmin, type Scope } from "@/lib/auth/scope";
import { canUseDevOutbox, listOutbox } from "@/lib/notifications/list-outbox";
import { OutboxMessage } from "./outbox-message";
import { SimulateReplyForm } from "./simulate-reply-form";

export const metadata: Metadata = { title: "Outbox", robots: { index: false } };

const pageQuerySchema = z.object({ before: z.string().optional() });

/** The page of messages older than `before` (the newest without it), or null for a cursor that is not ours. */
async function loadPage(scope: Scope, before: string | undefined) {
  try {
    return await listOutbox(getDb(), scope, { cursor: before });
  } catch (error) {
    if (isAppError(error) && error.code === "bad_request") return null;
    throw error;
  }
}

/**
 * Development outbox: every message the local transport "sent", as its recipient gets it, newest
 * first and a page at a time, and a simulated text reply.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireUser();
  if (!canUseDevOutbox(user)) notFound();
  const query = pageQuerySchema.safeParse(await searchParams);
  const before = query.success ? query.data.before : undefined;
  const [page, [profile]] = await Promise.all([
    query.success ? loadPage(everyAgentForAdmin(user), before) : null,
    getDb().select({ phone: agentProfiles.agentPhone }).from(agentProfiles).where(eq(agentProfiles.userId, user.id)),
  ]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Outbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        No e-mail, SMS or mail provider is configured, so messages are delivered locally and shown here as they would be
        sent.
      </p>
      <SimulateReplyForm defaultFrom={profile?.phone ?? ""} />
      {!page ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          This page of the outbox does not exist.{" "}
          <Link href="/dev/outbox" className="text-blue-700 underline hover:text-blue-800">
            Newest messages
          </Link>
        </p>
      ) : page.messages.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="No messages yet">Messages appear here when a showing is booked at one of your properties.</EmptyState>
        </div>
      ) : (
        <>
          <ol className="mt-6 flex flex-col gap-4">
            {page.messages.map((entry) => (
              <li key={entry.notification.id}>
                <OutboxMessage entry={entry} />
              </li>
            ))}
          </ol>
          <nav aria-label="Outbox pages" className="mt-6 flex justify-between gap-3">
            {before ? (
              <Link href="/dev/outbox" className={buttonVariants({ variant: "outline" })}>
                Newest messages
              </Link>
            ) : (
              <span />
            )}
            {page.nextCursor ? (
              <Link href={`/dev/outbox?before=${page.nextCursor}`} className={buttonVariants({ variant: "outline" })}>
                Older messages
              </Link>
            ) : null}
          </nav>
        </>
      )}
    </div>
  );
}
