"use client";

import { Mail, MessageSquare, Phone, Plus, Unlink, UserPen } from "lucide-react";
import Link from "next/link";
import { useCallback, useState } from "react";
import { OwnerFormDialog } from "@/components/owners/owner-form-dialog";
import { ResidentFormDialog } from "@/components/residents/resident-form-dialog";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { isProfileComplete } from "@/lib/agent-profile/schemas";
import { ownerDisplayName } from "@/lib/owners/schemas";
import { normalizePhone } from "@/lib/properties/format";
import type { PropertyAnswer } from "@/lib/properties/property-answer";
import { ContactPicker, type PickerItem } from "./contact-picker";
import { usePropertyUpdate } from "./use-property-update";
import { formatPhone } from "@/lib/phone/phone";
import { call } from "@/lib/api/call";
import { listOwnersEndpoint } from "@/lib/owners/endpoints";
import { listResidentsEndpoint } from "@/lib/residents/endpoints";

function ContactLinks({ role, phone, email }: { role: string; phone: string; email: string }) {
  const tel = normalizePhone(phone);
  const link = "inline-flex size-8 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100";
  return (
    <div className="flex gap-1">
      {tel ? (
        <>
          <a className={link} href={`tel:${tel}`} aria-label={`Call ${role}`}>
            <Phone className="size-4" />
          </a>
          <a className={link} href={`sms:${tel}`} aria-label={`Text ${role}`}>
            <MessageSquare className="size-4" />
          </a>
        </>
      ) : null}
      {email ? (
        <a className={link} href={`mailto:${email}`} aria-label={`Email ${role}`}>
          <Mail className="size-4" />
        </a>
      ) : null}
    </div>
  );
}

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-md bg-slate-50 p-3" role="group" aria-label={`${title} contact`}>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</h4>
      {children}
    </div>
  );
}

/** A linked owner or resident with call/text/email, change and disconnect; or the button to add one. */
function LinkedContact({
  kind,
  name,
  phone,
  email,
  disconnectWarning,
  onPick,
  onDisconnect,
}: {
  kind: "Owner" | "Resident";
  name: string;
  phone: string;
  email: string;
  disconnectWarning: string;
  onPick: () => void;
  onDisconnect: () => Promise<unknown>;
}) {
  const role = kind.toLowerCase();
  return (
    <Column title={kind}>
      {name ? (
        <>
          <p className="truncate text-sm text-slate-900">{name}</p>
          <ContactLinks role={role} phone={phone} email={email} />
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" aria-label={`Change ${role}`} onClick={onPick}>
              <UserPen /> Change
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" aria-label={`Disconnect ${role}`}>
                  <Unlink /> Disconnect
                </Button>
              }
              title={`Disconnect ${role}?`}
              description={`${name} ${disconnectWarning}`}
              confirmLabel="Disconnect"
              onConfirm={async () => {
                await onDisconnect();
              }}
            />
          </div>
        </>
      ) : (
        <Button size="sm" variant="outline" onClick={onPick}>
          <Plus /> Add {kind}
        </Button>
      )}
    </Column>
  );
}

const loadOwners = async (): Promise<PickerItem[]> => {
  const { landlords } = await call(listOwnersEndpoint);
  return landlords.map((owner) => ({ id: owner.id, name: ownerDisplayName(owner), detail: [formatPhone(owner.phone), owner.email].filter(Boolean).join(" · ") }));
};

const loadResidents = async (): Promise<PickerItem[]> => {
  const { residents } = await call(listResidentsEndpoint);
  return residents.map((resident) => ({
    id: resident.id,
    name: `${resident.firstName} ${resident.lastName}`,
    detail: [formatPhone(resident.phone), resident.email].filter(Boolean).join(" · "),
  }));
};

/** Who is notified about showings of this property: the agent, the resident and the owner. */
export function ContactsPanel({ property }: { property: PropertyAnswer }) {
  const update = usePropertyUpdate(property.id);
  const [picker, setPicker] = useState<"owner" | "resident" | null>(null);
  const [creating, setCreating] = useState<"owner" | "resident" | null>(null);
  const closePicker = useCallback((open: boolean) => !open && setPicker(null), []);

  const linkOwner = async (landlordId: string) => {
    if (await update({ landlordId }, (reason) => `Failed to link owner: ${reason}`)) setPicker(null);
  };
  const linkResident = async (residentId: string) => {
    if (await update({ residentId }, (reason) => `Failed to link resident: ${reason}`)) setPicker(null);
  };

  const ownerName = property.landlordId
    ? property.ownerType === "entity"
      ? property.ownerEntityName
      : `${property.ownerFirstName} ${property.ownerLastName}`
    : "";
  const residentName = property.residentId ? `${property.residentFirstName} ${property.residentLastName}` : "";

  return (
    // Named by the property, as every card on the page has one: landmarks are told apart by name.
    <section aria-label={`Notification contacts for ${property.fullAddress}`} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-800">Notification contacts</h3>
      <div className="grid gap-2 sm:grid-cols-3">
        <Column title="Agent">
          {isProfileComplete({ agentName: property.agent.name, agentPhone: property.agent.phone }) ? (
            <>
              <p className="truncate text-sm text-slate-900">{property.agent.name}</p>
              <ContactLinks role="agent" phone={property.agent.phone} email={property.agent.contactEmail} />
            </>
          ) : (
            <Link href="/profile" className="text-sm font-medium text-amber-800 underline">
              Profile incomplete - complete for notifications
            </Link>
          )}
        </Column>

        <LinkedContact
          kind="Resident"
          name={residentName}
          phone={property.residentPhone}
          email={property.residentEmail}
          disconnectWarning="will no longer be notified about showings, and the property will be marked vacant."
          onPick={() => setPicker("resident")}
          onDisconnect={() => update({ residentId: null }, (reason) => `Failed to disconnect resident: ${reason}`)}
        />
        <LinkedContact
          kind="Owner"
          name={ownerName}
          phone={property.ownerPhone}
          email={property.ownerEmail}
          disconnectWarning="will no longer be notified about showings of this property."
          onPick={() => setPicker("owner")}
          onDisconnect={() => update({ landlordId: null }, (reason) => `Failed to disconnect owner: ${reason}`)}
        />
      </div>

      <ContactPicker
        kind="Owner"
        open={picker === "owner"}
        onOpenChange={closePicker}
        load={loadOwners}
        onPick={linkOwner}
        onCreateNew={() => {
          setPicker(null);
          setCreating("owner");
        }}
      />
      <ContactPicker
        kind="Resident"
        open={picker === "resident"}
        onOpenChange={closePicker}
        load={loadResidents}
        onPick={linkResident}
        onCreateNew={() => {
          setPicker(null);
          setCreating("resident");
        }}
      />
      <OwnerFormDialog
        open={creating === "owner"}
        onOpenChange={(open) => setCreating(open ? "owner" : null)}
        onSaved={(owner) => linkOwner(owner.id)}
        failureMessage={(reason) => `Failed to create owner: ${reason}`}
      />
      <ResidentFormDialog
        open={creating === "resident"}
        onOpenChange={(open) => setCreating(open ? "resident" : null)}
        onSaved={(resident) => linkResident(resident.id)}
        failureMessage={(reason) => `Failed to create resident: ${reason}`}
      />
    </section>
  );
}
