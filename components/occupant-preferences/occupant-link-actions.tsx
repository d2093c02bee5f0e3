"use client";

import { SignedLinkActions, type SignedLinkWords } from "@/components/ui/signed-link-actions";
import { call } from "@/lib/api/call";
import { renewOccupantLinkEndpoint, sendOccupantLinkEndpoint } from "@/lib/occupant-preferences/schemas";

const WORDS: SignedLinkWords = {
  title: "Resident link",
  renewed: "New resident link made; the old one no longer opens the page",
  renewFailed: "Could not renew the resident link",
  send: "Send link to resident",
  sent: "The link is on its way to the resident",
  sendFailed: "Could not send the link",
  unsendable: "The resident has no e-mail address or phone number, so the link cannot be sent.",
};

/** The resident's preferences link with the agent's actions: copy it, renew it (the old one stops working), send it. */
export function OccupantLinkActions({ propertyId, url, reachable }: { propertyId: string; url: string; reachable: boolean }) {
  return (
    <SignedLinkActions
      url={url}
      words={WORDS}
      canSend={reachable}
      testId="occupant-preferences-link"
      renew={async () => (await call(renewOccupantLinkEndpoint, { params: { id: propertyId } })).url}
      send={() => call(sendOccupantLinkEndpoint, { params: { id: propertyId } })}
    />
  );
}
