import { ViewerTime } from "@/components/ui/viewer-time";
import type { RecipientRole } from "@/db/schema";
import type { OutboxEntry } from "@/lib/notifications/list-outbox";

const CHANNEL_LABEL = { email: "Email", sms: "SMS", mail: "Letter" } as const;
const ROLE_LABEL = {
  listing_agent: "Listing agent",
  buyer: "Buyer",
  buyer_agent: "Buyer's agent",
  resident: "Resident",
  owner: "Owner",
  co_agent: "Co-listing agent",
  assisting_agent: "Assisting agent",
} as const satisfies Record<RecipientRole, string>;

/** One message as its recipient gets it: an e-mail's HTML in a frame that runs no script and reaches nothing, with its plain-text part, and when it was written, sent and delivered. */
export function OutboxMessage({ entry: { notification: message, confirmationNumber, propertyAddress } }: { entry: OutboxEntry }) {
  const times = [
    ["Written", message.createdAt],
    ["Sent", message.sentAt],
    ["Delivered", message.deliveredAt],
    ["Failed", message.failedAt],
  ] as const;
  const text = <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">{message.body}</pre>;
  return (
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
        <span className="ml-auto text-slate-600">{[message.status, confirmationNumber, propertyAddress].filter(Boolean).join(" · ")}</span>
      </header>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-600">
        {times.map(([label, at]) => (at ? <li key={label}>{label} <ViewerTime instant={at.toISOString()} /></li> : null))}
      </ul>
      {message.subject ? <p className="mt-2 font-semibold">{message.subject}</p> : null}
      {message.certified ? (
        <p className="mt-1 text-xs text-slate-600">Certified mail{message.trackingNumber ? `, tracking ${message.trackingNumber}` : ""}</p>
      ) : null}
      {message.html ? (
        <>
          {/* No sandbox permission at all: the mail's HTML runs no script, opens nothing and is of no origin. */}
          <iframe
            sandbox=""
            srcDoc={message.html}
            title={`The e-mail as its recipient sees it: ${message.subject}`}
            loading="lazy"
            className="mt-2 h-[32rem] w-full rounded border border-slate-200"
          />
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-slate-700">Plain-text part</summary>
            {text}
          </details>
        </>
      ) : (
        text
      )}
    </article>
  );
}
