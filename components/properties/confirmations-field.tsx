"use client";

import { Select } from "@/components/ui/input";
import { CONFIRMATION_STAGES, CONFIRMING_PARTIES, type ConfirmationStage, type ConfirmingParty } from "@/lib/vocabulary/booking-status";
import { byStage, type ConfirmationRule } from "@/lib/vocabulary/confirmations";

const PARTY_TITLES = { resident: "Resident", owner: "Owner" } as const satisfies Record<ConfirmingParty, string>;
const CHOICES = { initial: "Confirms first (initial)", final: "Confirms last (final)" } as const satisfies Record<ConfirmationStage, string>;
const ERROR_ID = "edit-property-confirmations-error";

/**
 * Who must confirm each showing request before it is confirmed: per party, nobody, initial or
 * final (initial confirmers are asked first, final ones once every initial one said yes).
 * Kept as the property's `confirmations` list, initial ones first.
 */
export function ConfirmationsField({
  value,
  onChange,
  error,
}: {
  value: ConfirmationRule[];
  onChange: (next: ConfirmationRule[]) => void;
  error?: string;
}) {
  const stageOf = (party: ConfirmingParty) => value.find((rule) => rule.party === party)?.stage ?? "";
  const choose = (party: ConfirmingParty, stage: string) => {
    const others = value.filter((rule) => rule.party !== party);
    const next = stage ? [...others, { party, stage: stage as ConfirmationStage }] : others;
    onChange(next.sort(byStage));
  };
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="text-sm font-medium text-slate-800">Who confirms each showing request</legend>
      <p className="text-xs text-slate-600">
        A request waits for each person chosen here (by e-mail and text) before it is confirmed; one &ldquo;no&rdquo; declines and refunds
        it. This is not the resident&apos;s entry notice, which still goes out once the showing is confirmed.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {CONFIRMING_PARTIES.map((party) => {
          const id = `edit-property-confirms-${party}`;
          return (
            <div key={party} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm text-slate-800">
                {PARTY_TITLES[party]}
              </label>
              <Select id={id} value={stageOf(party)} onChange={(event) => choose(party, event.target.value)} aria-invalid={error ? true : undefined}>
                <option value="">Not asked</option>
                {CONFIRMATION_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {CHOICES[stage]}
                  </option>
                ))}
              </Select>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={ERROR_ID} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
