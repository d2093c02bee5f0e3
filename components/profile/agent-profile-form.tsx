"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { AgentProfileData } from "@/lib/agent-profile/agent-profile";
import { agentProfileSchema, PROFILE_REQUIRED_MESSAGE, type AgentProfileInput } from "@/lib/agent-profile/schemas";
import { updateAgentProfileEndpoint } from "@/lib/agent-profile/endpoints";
import { call } from "@/lib/api/call";
import { showServerError } from "@/lib/forms/show-server-error";

const FIELDS = [
  ["agentName", "Full name", "text", "name"],
  ["agentPhone", "Phone", "tel", "tel"],
  ["agentEmail", "Email", "email", "email"],
  ["agentLicense", "License number", "text", "off"],
  ["agentBrokerage", "Brokerage", "text", "organization"],
] as const;

export function AgentProfileForm({ profile }: { profile: AgentProfileData }) {
  const router = useRouter();
  const form = useForm<z.input<typeof agentProfileSchema>, unknown, AgentProfileInput>({
    resolver: zodResolver(agentProfileSchema),
    defaultValues: profile,
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  // The browser's check of name and phone is one message above the fields; the server's reasons go on the field.
  const missingRequired = [errors.agentName, errors.agentPhone].some((error) => error && error.type !== "server");

  const submit = handleSubmit(async (input) => {
    try {
      await call(updateAgentProfileEndpoint, { body: input });
      toast.success("Agent Profile updated successfully", {
        description: "This information appears on all of your booking pages.",
      });
      router.refresh();
    } catch (error) {
      showServerError(form, error, (reason) => `Failed to update agent profile: ${reason || "Unknown error"}`);
    }
  });

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">
            Your name, phone and brokerage appear on all of your booking pages and in the notices sent to residents and
            owners.
          </p>
          {missingRequired ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {PROFILE_REQUIRED_MESSAGE}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(([name, label, type, autoComplete]) => {
              const id = `profile-${name}`;
              const error = name === "agentEmail" || errors[name]?.type === "server" ? errors[name]?.message : undefined;
              return (
                <FormField key={name} id={id} label={label} error={error}>
                  <Input
                    id={id}
                    type={type}
                    autoComplete={autoComplete}
                    {...register(name)}
                    {...invalidProps(id, error ?? errors[name]?.message)}
                  />
                </FormField>
              );
            })}
          </div>
          <Button type="submit" disabled={formState.isSubmitting} className="self-start">
            {formState.isSubmitting ? "Saving..." : "Save Agent Profile"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
