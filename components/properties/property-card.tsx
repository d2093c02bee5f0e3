"use client";

import { CalendarCheck, CalendarX, ClipboardList, Copy, ExternalLink, FileBarChart, Pencil, QrCode, Share2, Trash2, Users } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import { archivedDescription, deleteWarning, visitorRelease } from "@/lib/properties/format";
import { formatTimeSaved } from "@/lib/time/durations";
import { describeSchedule } from "@/lib/availability/weekly-schedule";
import type { PropertyAnswer } from "@/lib/properties/property-answer";
import { updatePropertySchema } from "@/lib/properties/schemas";
import { ForSaleNoticeField, InstructionsField } from "./card-fields";
import { ContactsPanel } from "./contacts-panel";
import { DateOverridesEditor } from "./date-overrides-editor";
import { EmbedSnippet } from "./embed-snippet";
import { PropertyPhotoField } from "./property-photo-field";
import { OfferableHoursSummary, type OccupiedHoursContext } from "./offerable-hours";
import { PropertyForm, propertyValues, type PropertyFormValues } from "./property-form";
import { QrCodeDialog } from "./qr-code-dialog";
import { BookingManagementModal } from "@/components/showings/booking-management-modal";
import { ComplianceLogsModal } from "@/components/showings/compliance-logs-modal";
import { usePropertyUpdate } from "./use-property-update";
import { isOccupied } from "@/lib/vocabulary/occupancy";
import { call } from "@/lib/api/call";
import { deletePropertyEndpoint, updatePropertyEndpoint } from "@/lib/properties/endpoints";

type Modal = "edit" | "bookings" | "logs" | "qr" | null;

export function PropertyCard({
  property,
  appUrl,
  showAgent,
  inOffice = false,
}: {
  property: PropertyAnswer;
  appUrl: string;
  showAgent: boolean;
  /** Whether the viewer is in an office, where a listing can have co-listing agents. */
  inOffice?: boolean;
}) {
  const router = useRouter();
  const update = usePropertyUpdate(property.id);
  const [modal, setModal] = useState<Modal>(null);
  const [copied, setCopied] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const bookingUrl = `${appUrl}/book/${property.slug}`;
  const listed = property.status === "listed";
  const closeModal = (open: boolean) => !open && setModal(null);
  const occupiedHours: OccupiedHoursContext = {
    timeZone: property.timezone,
    otherHoursConsentAt: property.otherHoursConsentAt,
    unsuitableTimes: property.unsuitableTimes,
    holidaysAhead: property.holidaysAhead,
  };

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(bookingUrl);
      setCopied(true);
      toast.success("Booking link copied to clipboard");
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("Could not copy the link; select and copy it instead.");
    }
  }

  async function saveEdit(values: PropertyFormValues) {
    await call(updatePropertyEndpoint, { params: { id: property.id }, body: updatePropertySchema.parse(values) });
    router.refresh();
    toast.success("Property updated successfully");
    setModal(null);
  }

  async function remove() {
    try {
      const { archived, cancelled } = await call(deletePropertyEndpoint, { params: { id: property.id } });
      toast.success("Property deleted successfully", archived ? { description: archivedDescription(cancelled) } : undefined);
      router.refresh();
    } catch (error) {
      if (!isSessionExpired(error)) toast.error("Failed to delete property", { description: errorMessage(error) });
      setConfirmingDelete(false);
    }
  }

  return (
    <article aria-label={property.fullAddress} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{property.fullAddress}</h2>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge tone={isOccupied(property) ? "amber" : "neutral"}>
              {isOccupied(property) ? "Tenant-occupied" : "Vacant"}
            </Badge>
            <Badge tone="blue">{property.bookingApproval === "manual" ? "Manual approval" : "Automatic booking"}</Badge>
            {showAgent ? <Badge>Agent: {property.agent.name ? `${property.agent.name} (${property.agent.email})` : property.agent.email}</Badge> : null}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            checked={listed}
            onCheckedChange={(checked) => update({ status: checked ? "listed" : "unlisted" })}
            aria-label="Public booking page"
          />
          <span className="text-sm font-medium text-slate-800">{listed ? "Public" : "Private"}</span>
        </div>
      </header>

      <div className="text-sm text-slate-700">
        <h3 className="font-semibold text-slate-800">Showing hours</h3>
        <ul aria-label="Showing hours">
          {describeSchedule(property.customAvailability).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-slate-600">
          Buffer {property.bufferTimeMinutes} minutes · at least {property.advanceNoticeHours} hours notice
        </p>
        {isOccupied(property) ? (
          <OfferableHoursSummary schedule={property.customAvailability} context={occupiedHours} />
        ) : null}
      </div>

      <PropertyPhotoField propertyId={property.id} photo={property.propertyPhoto} address={property.fullAddress} />

      <ContactsPanel property={property} />

      <InstructionsField
        id={`instructions-${property.id}`}
        label="Private showing instructions"
        saved={property.privateShowingInstructions}
        placeholder="Lockbox code, parking, pets…"
        hint={visitorRelease(property.accessWindowHours)}
        toChanges={(text) => ({ privateShowingInstructions: text })}
        update={update}
      />
      <InstructionsField
        id={`public-instructions-${property.id}`}
        label="Public showing instructions"
        saved={property.showingInstructions}
        placeholder="Where to park, which entrance…"
        hint="Shown to everyone on the booking page."
        toChanges={(text) => ({ showingInstructions: text })}
        update={update}
      />
      {isOccupied(property) ? (
        <ForSaleNoticeField id={`for-sale-notice-${property.id}`} saved={property.forSaleNoticeGivenOn} update={update} />
      ) : null}

      <div className="flex flex-col gap-2 rounded-md bg-slate-50 p-3">
        <p className="text-sm font-medium text-slate-800">Public booking link</p>
        <p className="break-all text-sm text-slate-700">{bookingUrl}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={copyLink}>
            <Copy /> {copied ? "Copied!" : "Copy Link"}
          </Button>
          <Button size="sm" variant="outline" asChild>
            <a href={bookingUrl} target="_blank" rel="noreferrer">
              <ExternalLink /> View Booking Page
            </a>
          </Button>
        </div>
      </div>

      {listed ? <EmbedSnippet appUrl={appUrl} slug={property.slug} /> : null}

      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-md border border-slate-200 p-3">
          <dt className="text-xs text-slate-600">Showings Booked</dt>
          <dd className="text-xl font-semibold text-slate-900">{property.bookedCount}</dd>
        </div>
        <div className="rounded-md border border-slate-200 p-3">
          <dt className="text-xs text-slate-600">Time Saved</dt>
          <dd className="text-xl font-semibold text-slate-900">{formatTimeSaved(property.bookedCount)}</dd>
        </div>
      </dl>

      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setModal("edit")}>
          <Pencil /> Edit Property
        </Button>
        <Button size="sm" variant="outline" onClick={() => setModal("bookings")}>
          <CalendarCheck /> View Bookings
        </Button>
        <Button size="sm" variant="outline" onClick={() => setModal("logs")}>
          <ClipboardList /> Compliance Logs
        </Button>
        <Button size="sm" variant="outline" onClick={() => setModal("qr")}>
          <QrCode /> QR Code
        </Button>
        {property.landlordId ? (
          <Button size="sm" variant="outline" asChild>
            <a href={`/properties/${property.id}/owner-report`}>
              <FileBarChart /> Owner Report
            </a>
          </Button>
        ) : null}
        {isOccupied(property) && property.residentId ? (
          <Button size="sm" variant="outline" asChild>
            <a href={`/properties/${property.id}/occupant-preferences`}>
              <CalendarX /> Resident Preferences
            </a>
          </Button>
        ) : null}
        {inOffice ? (
          <Button size="sm" variant="outline" asChild>
            <a href={`/properties/${property.id}/co-agents`}>
              <Users /> Co-listing agents
            </a>
          </Button>
        ) : null}
        <Button size="sm" variant="outline" asChild>
          <a href={`/property/share/${property.slug}`} target="_blank" rel="noreferrer">
            <Share2 /> Share
          </a>
        </Button>
        {confirmingDelete ? null : (
          <Button size="sm" variant="outline" className="text-red-700" onClick={() => setConfirmingDelete(true)}>
            <Trash2 /> Delete
          </Button>
        )}
      </div>
      {confirmingDelete ? (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-red-300 bg-red-50 p-3 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-red-900">{deleteWarning(property)}</p>
          <div className="flex gap-2">
            <Button size="sm" variant="destructive" onClick={remove}>
              CONFIRM DELETE
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirmingDelete(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}

      <Dialog open={modal === "edit"} onOpenChange={closeModal}>
        <DialogContent title="Edit Property" description={property.fullAddress} className="max-w-2xl">
          <PropertyForm
            mode="edit"
            initial={propertyValues(property)}
            onSubmit={saveEdit}
            failureMessage={() => "Failed to update property"}
            onCancel={() => setModal(null)}
            occupiedHours={occupiedHours}
          />
          <DateOverridesEditor propertyId={property.id} onManageBookings={() => setModal("bookings")} />
        </DialogContent>
      </Dialog>
      <BookingManagementModal
        propertyId={property.id}
        occupied={isOccupied(property)}
        open={modal === "bookings"}
        onOpenChange={closeModal}
      />
      <ComplianceLogsModal propertyId={property.id} address={property.fullAddress} open={modal === "logs"} onOpenChange={closeModal} />
      <QrCodeDialog url={bookingUrl} slug={property.slug} address={property.fullAddress} open={modal === "qr"} onOpenChange={closeModal} />
    </article>
  );
}
