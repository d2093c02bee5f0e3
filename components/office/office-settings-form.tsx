"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { call } from "@/lib/api/call";
import { showServerError } from "@/lib/forms/show-server-error";
import { createOfficeEndpoint, updateOfficeEndpoint } from "@/lib/offices/endpoints";
import { officeSettingsSchema, type OfficeSettingsInput } from "@/lib/offices/schemas";

/** Zones offered as suggestions; any known zone may be typed. */
const SUGGESTED_ZONES = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Phoenix",
  "America/Chicago",
  "America/New_York",
  "America/Anchorage",
  "Pacific/Honolulu",
  "Europe/London",
];

const FIELDS = [
  ["name", "Office name", "organization"],
  ["brokerageLicence", "Brokerage licence", "off"],
  ["timezone", "Time zone", "off"],
] as const;

/** Creates the office (its creator becomes its manager) or, for a manager, saves its settings. */
export function OfficeSettingsForm({ mode, initial }: { mode: "create" | "update"; initial?: OfficeSettingsInput }) {
  const router = useRouter();
  const form = useForm<z.input<typeof officeSettingsSchema>, unknown, OfficeSettingsInput>({
    resolver: zodResolver(officeSettingsSchema),
    defaultValues: initial ?? { name: "", brokerageLicence: "", timezone: "America/Los_Angeles" },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (body) => {
    try {
      if (mode === "create") {
        await call(createOfficeEndpoint, { body });
        toast.success(`${body.name} created. You are its manager: invite your team below.`);
      } else {
        await call(updateOfficeEndpoint, { body });
        toast.success("Office settings saved");
      }
      router.refresh();
    } catch (error) {
      showServerError(form, error, (reason) => (mode === "create" ? `Could not create the office: ${reason}` : `Could not save the settings: ${reason}`));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={mode === "create" ? "Create an office" : "Office settings"}>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(([name, label, autoComplete]) => {
          const id = `office-${name}`;
          const error = errors[name]?.message;
          return (
            <FormField key={name} id={id} label={label} error={error}>
              <Input
                id={id}
                autoComplete={autoComplete}
                list={name === "timezone" ? "office-timezones" : undefined}
                {...register(name)}
                {...invalidProps(id, error)}
              />
            </FormField>
          );
        })}
      </div>
      <datalist id="office-timezones">
        {SUGGESTED_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <Button type="submit" disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? "Saving..." : mode === "create" ? "Create office" : "Save settings"}
      </Button>
    </form>
  );
}
