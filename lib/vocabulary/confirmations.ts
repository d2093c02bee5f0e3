/**
 * Confirmation of showings by the people who live at a listing or own it, as words every layer
 * reads (the browser too, so this imports nothing but the status vocabulary's types).
 */
import { CONFIRMATION_STAGES, type ConfirmationStage, type ConfirmingParty } from "./booking-status";

/** One party the agent asks to confirm each request at a listing, and in which round. */
export type ConfirmationRule = { party: ConfirmingParty; stage: ConfirmationStage };

export const CONFIRMATION_ANSWERS = ["confirmed", "declined"] as const;
export type ConfirmationAnswer = (typeof CONFIRMATION_ANSWERS)[number];

export const STAGE_LABELS = { initial: "Initial", final: "Final" } as const satisfies Record<ConfirmationStage, string>;

/** "the resident", "the resident and the owner": who a request still waits for. */
export function partiesText(parties: readonly ConfirmingParty[]): string {
  return parties.map((party) => `the ${party}`).join(" and ");
}

/** The sub-state of a request awaiting confirmation, as every screen and answer says it. */
export function awaitingText(parties: readonly ConfirmingParty[]): string {
  if (!parties.length) return "Awaiting confirmation";
  return parties.length === 1 ? `Awaiting the ${parties[0]}'s confirmation` : `Awaiting the confirmation of ${partiesText(parties)}`;
}

/** Initial confirmers before final ones, then by party: the order every list shows them in. */
export const byStage = (a: ConfirmationRule, b: ConfirmationRule) =>
  CONFIRMATION_STAGES.indexOf(a.stage) - CONFIRMATION_STAGES.indexOf(b.stage) || a.party.localeCompare(b.party);
