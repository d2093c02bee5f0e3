"use client";

import { SignedLinkActions, type SignedLinkWords } from "@/components/ui/signed-link-actions";
import { call } from "@/lib/api/call";
import { renewOwnerLinkEndpoint, sendOwnerReportEndpoint } from "@/lib/owner-reports/endpoints";

const WORDS: SignedLinkWords = {
  title: "Owner link",
  renewed: "New owner link made; the old one no longer opens the report",
  renewFailed: "Could not renew the owner link",
  send: "Send report now",
  sent: "The report is on its way to the owner",
  sendFailed: "Could not send the report",
  unsendable: "The owner has no e-mail address or opted out of e-mails, so no report is sent.",
};

/** The owner's link with the agent's three actions: copy it, renew it (the old one stops working), send the report now. */
export function OwnerLinkActions({ propertyId, url, emailable }: { propertyId: string; url: string; emailable: boolean }) {
  return (
    <SignedLinkActions
      url={url}
      words={WORDS}
      canSend={emailable}
      testId="owner-report-link"
      renew={async () => (await call(renewOwnerLinkEndpoint, { params: { id: propertyId } })).url}
      send={() => call(sendOwnerReportEndpoint, { params: { id: propertyId } })}
    />
  );
}
