import { z } from "zod";
import { CONFIRMATION_STAGES, CONFIRMING_PARTIES, type ConfirmingParty } from "@/lib/vocabulary/booking-status";
import type { ConfirmationRule } from "@/lib/vocabulary/confirmations";
import { isOccupied, type OccupancyStatus } from "@/lib/vocabulary/occupancy";

/** Who confirms each showing request at a listing (the property's `confirmations`): each party at most once. */
export const confirmationRulesSchema = z
  .array(
    z.object({
      party: z.enum(CONFIRMING_PARTIES, { error: 'A confirmer\'s party must be "resident" or "owner"' }),
      stage: z.enum(CONFIRMATION_STAGES, { error: 'A confirmer\'s stage must be "initial" or "final"' }),
    }),
    { error: "Confirmations must be a list of { party, stage }" },
  )
  .max(CONFIRMING_PARTIES.length, "At most the resident and the owner can confirm showings")
  .refine((rules) => new Set(rules.map((rule) => rule.party)).size === rules.length, "Each party can be asked to confirm only once");

/** A listing's occupancy and its linked owner's and resident's contact details, as the `propertyPeople` view reads them. */
export type ListingParties = {
  occupancyStatus: OccupancyStatus;
  ownerFirstName: string;
  ownerLastName: string;
  ownerEntityName: string;
  ownerEmail: string;
  ownerPhone: string;
  residentFirstName: string;
  residentLastName: string;
  residentEmail: string;
  residentPhone: string;
};

export type PartyContact = { name: string; email: string; phone: string };

/** The party on the listing with a way to ask them (an e-mail or a phone), else null. */
export function partyContact(property: ListingParties, party: ConfirmingParty): PartyContact | null {
  const contact =
    party === "resident"
      ? isOccupied(property)
        ? {
            name: `${property.residentFirstName} ${property.residentLastName}`.trim(),
            email: property.residentEmail,
            phone: property.residentPhone,
          }
        : null
      : {
          name: property.ownerEntityName || `${property.ownerFirstName} ${property.ownerLastName}`.trim(),
          email: property.ownerEmail,
          phone: property.ownerPhone,
        };
  return contact && (contact.email.trim() || contact.phone.trim()) ? contact : null;
}

const MISSING = {
  resident: "The resident cannot confirm showings: this listing has no resident with an e-mail or phone. Link a resident first.",
  owner: "The owner cannot confirm showings: this listing has no owner with an e-mail or phone. Link an owner first.",
} as const satisfies Record<ConfirmingParty, string>;

/** Why the rules cannot stand on this listing (a party named that is not on it), else null. */
export function confirmationRulesProblem(property: ListingParties, rules: readonly ConfirmationRule[]): string | null {
  const missing = rules.find((rule) => !partyContact(property, rule.party));
  return missing ? MISSING[missing.party] : null;
}
