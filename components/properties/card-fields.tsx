"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Input, Label, Textarea } from "@/components/ui/input";
import type { UpdatePropertyInput } from "@/lib/properties/schemas";

type Update = (changes: UpdatePropertyInput) => Promise<boolean>;

/** An instructions textarea on the property card, saved on blur when it changed. */
export function InstructionsField({
  id,
  label,
  saved,
  placeholder,
  hint,
  toChanges,
  update,
}: {
  id: string;
  label: string;
  saved: string;
  placeholder: string;
  /** Who sees the text, and when: shown under the field and read out with it. */
  hint: string;
  toChanges: (text: string) => UpdatePropertyInput;
  update: Update;
}) {
  const [text, setText] = useState(saved);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={async () => {
          if (text === saved) return;
          if (await update(toChanges(text))) toast.success("Instructions saved");
        }}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/** § 1954(d)(2): the day the resident was told in writing that the unit is for sale. */
export function ForSaleNoticeField({ id, saved, update }: { id: string; saved: string | null; update: Update }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Written for-sale notice given to the resident on</Label>
      <Input
        id={id}
        type="date"
        className="sm:w-48"
        defaultValue={saved ?? ""}
        onBlur={async (event) => {
          const value = event.target.value || null;
          if (value === saved) return;
          if (await update({ forSaleNoticeGivenOn: value })) toast.success("For-sale notice date saved");
        }}
      />
      <p className="text-xs text-slate-600">
        For the next 120 days, buyers’ showings may be announced by phone or in person (Civil Code § 1954(d)(2)); renters’
        showings still need written notice.
      </p>
    </div>
  );
}
