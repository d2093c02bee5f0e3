"use client";

import { Plus } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/input";
import { createPropertySchema, type AgentSummary } from "@/lib/properties/schemas";
import { PropertyForm, newPropertyValues, type PropertyFormValues } from "./property-form";
import { call } from "@/lib/api/call";
import { adminCreatePropertyEndpoint, createPropertyEndpoint } from "@/lib/properties/endpoints";

/** The Add Property button and form; /properties?add=1 (where /add leads) opens it at once. */
export function AddPropertyDialog({ currentUserId, agents }: { currentUserId: string; agents?: AgentSummary[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [open, setOpen] = useState(searchParams.get("add") === "1");
  const [agentId, setAgentId] = useState(currentUserId);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next && searchParams.has("add")) router.replace(pathname);
  }

  async function create(values: PropertyFormValues) {
    const input = createPropertySchema.parse(values);
    if (agentId === currentUserId) await call(createPropertyEndpoint, { body: input });
    else await call(adminCreatePropertyEndpoint, { body: { ...input, agentId } });
    toast.success("Property added successfully");
    changeOpen(false);
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <Button onClick={() => changeOpen(true)}>
        <Plus /> Add Property
      </Button>
      <DialogContent title="Add Property" className="max-w-2xl">
        <PropertyForm
          mode="create"
          initial={newPropertyValues()}
          onSubmit={create}
          failureMessage={() => "Failed to add property"}
          extraFields={
            agents ? (
              <FormField id="new-property-agent" label="Agent">
                <Select id="new-property-agent" value={agentId} onChange={(event) => setAgentId(event.target.value)}>
                  {agents.map((agent) => (
                    <option key={agent.id} value={agent.id}>
                      {agent.agentName ? `${agent.agentName} (${agent.email})` : agent.email}
                    </option>
                  ))}
                </Select>
              </FormField>
            ) : null
          }
        />
      </DialogContent>
    </Dialog>
  );
}
