"use client";

import { useState, type ReactNode } from "react";
import type { Property, WeeklySchedule } from "@/db/schema";
import { Button } from "@/components/ui/button";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { defaultSchedule } from "@/lib/properties/schedule";
import {
  BUFFER_OPTIONS,
  DEFAULT_ACCESS_WINDOW_HOURS,
  FORM_DEFAULT_BUFFER_MINUTES,
  MAX_ACCESS_WINDOW_HOURS,
  createPropertySchema,
  updatePropertySchema,
} from "@/lib/properties/schemas";
import { DEFAULT_STATE, US_STATES } from "@/lib/properties/states";
import type { OccupiedHoursContext } from "./offerable-hours";
import { ScheduleEditor } from "./schedule-editor";

export type PropertyFormValues = {
  addressLine1: string;
  unitNumber: string;
  city: string;
  state: string;
  zipCode: string;
  customAvailability: WeeklySchedule;
  privateShowingInstructions: string;
  accessDetails: string;
  accessWindowHours: number;
  status: Property["status"];
  bookingApproval: Property["bookingApproval"];
  bufferTimeMinutes: number;
  advanceNoticeHours: number;
  occupancyStatus: Property["occupancyStatus"];
};

export const newPropertyValues = (): PropertyFormValues => ({
  addressLine1: "",
  unitNumber: "",
  city: "",
  state: DEFAULT_STATE,
  zipCode: "",
  customAvailability: defaultSchedule(),
  privateShowingInstructions: "",
  accessDetails: "",
  accessWindowHours: DEFAULT_ACCESS_WINDOW_HOURS,
  status: "listed",
  bookingApproval: "automatic",
  bufferTimeMinutes: FORM_DEFAULT_BUFFER_MINUTES,
  advanceNoticeHours: 24,
  occupancyStatus: "vacant",
});

export const propertyValues = (property: Property): PropertyFormValues => ({
  addressLine1: property.addressLine1,
  unitNumber: property.unitNumber,
  city: property.city,
  state: property.state,
  zipCode: property.zipCode,
  customAvailability: property.customAvailability,
  privateShowingInstructions: property.privateShowingInstructions,
  accessDetails: property.accessDetails,
  accessWindowHours: property.accessWindowHours,
  status: property.status,
  bookingApproval: property.bookingApproval,
  bufferTimeMinutes: property.bufferTimeMinutes,
  advanceNoticeHours: property.advanceNoticeHours,
  occupancyStatus: property.occupancyStatus,
});

type Errors = Record<string, string>;

/**
 * The create form and the edit modal's body: address, (edit only) Property Settings, schedule and
 * instructions. Validated with the same zod schema as the API before anything is sent.
 */
export function PropertyForm({
  mode,
  initial,
  onSubmit,
  onCancel,
  extraFields,
  occupiedHours,
}: {
  mode: "create" | "edit";
  initial: PropertyFormValues;
  onSubmit: (values: PropertyFormValues) => Promise<void>;
  onCancel?: () => void;
  extraFields?: ReactNode;
  /** The property's time zone and the resident's standing consent, for the schedule's offered hours. */
  occupiedHours?: OccupiedHoursContext;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PropertyFormValues>(key: K, value: PropertyFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const idPrefix = mode === "create" ? "new-property" : "edit-property";

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const schema = mode === "create" ? createPropertySchema : updatePropertySchema;
    const result = schema.safeParse(values);
    if (!result.success) {
      const found: Errors = {};
      for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
    }
  }

  const text = (key: "addressLine1" | "unitNumber" | "city" | "zipCode", label: string, extra = {}) => {
    const id = `${idPrefix}-${key}`;
    return (
      <FormField id={id} label={label} error={errors[key]}>
        <Input id={id} value={values[key]} onChange={(event) => set(key, event.target.value)} {...invalidProps(id, errors[key])} {...extra} />
      </FormField>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {extraFields}
      {text("addressLine1", "Street address", { required: true, autoComplete: "address-line1" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("unitNumber", "Unit number")}
        {text("city", "City", { required: true, autoComplete: "address-level2" })}
        <FormField id={`${idPrefix}-state`} label="State" error={errors.state}>
          <Select id={`${idPrefix}-state`} value={values.state} onChange={(event) => set("state", event.target.value)} required>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </Select>
        </FormField>
        {text("zipCode", "ZIP code", { inputMode: "numeric", autoComplete: "postal-code" })}
      </div>

      {mode === "edit" ? (
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-slate-800">Property Settings</legend>
          <FormField id="edit-property-status" label="Status">
            <Select id="edit-property-status" value={values.status} onChange={(event) => set("status", event.target.value as Property["status"])}>
              <option value="listed">Listed (Public)</option>
              <option value="unlisted">Unlisted (Private)</option>
            </Select>
          </FormField>
          <FormField id="edit-property-approval" label="Booking approval">
            <Select
              id="edit-property-approval"
              value={values.bookingApproval}
              onChange={(event) => set("bookingApproval", event.target.value as Property["bookingApproval"])}
            >
              <option value="automatic">Automatic (instant booking)</option>
              <option value="manual">Manual approval</option>
            </Select>
          </FormField>
          <FormField id="edit-property-buffer" label="Buffer time" error={errors.bufferTimeMinutes}>
            <Select id="edit-property-buffer" value={values.bufferTimeMinutes} onChange={(event) => set("bufferTimeMinutes", Number(event.target.value))}>
              {BUFFER_OPTIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? "No buffer" : `${minutes} minutes`}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id="edit-property-notice" label="Advance notice (hours)" error={errors.advanceNoticeHours}>
            <Input
              id="edit-property-notice"
              type="number"
              min={24}
              step={1}
              value={Number.isNaN(values.advanceNoticeHours) ? "" : values.advanceNoticeHours}
              onChange={(event) => set("advanceNoticeHours", event.target.valueAsNumber)}
              {...invalidProps("edit-property-notice", errors.advanceNoticeHours)}
            />
          </FormField>
          <FormField id="edit-property-occupancy" label="Occupancy">
            <Select
              id="edit-property-occupancy"
              value={values.occupancyStatus}
              onChange={(event) => set("occupancyStatus", event.target.value as Property["occupancyStatus"])}
            >
              <option value="vacant">Vacant</option>
              <option value="resident">Resident (tenant-occupied)</option>
            </Select>
          </FormField>
        </fieldset>
      ) : null}

      <ScheduleEditor
        value={values.customAvailability}
        onChange={(schedule) => set("customAvailability", schedule)}
        occupied={values.occupancyStatus === "resident" ? occupiedHours : undefined}
      />
      {errors.customAvailability ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.customAvailability}
        </p>
      ) : null}

      <FormField id={`${idPrefix}-instructions`} label="Private showing instructions" error={errors.privateShowingInstructions}>
        <Textarea
          id={`${idPrefix}-instructions`}
          value={values.privateShowingInstructions}
          onChange={(event) => set("privateShowingInstructions", event.target.value)}
          placeholder="Lockbox code, parking, pets… shared only with confirmed visitors"
        />
      </FormField>

      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Access details</legend>
        <FormField id={`${idPrefix}-access`} label="Lockbox or gate code, alarm notes" error={errors.accessDetails}>
          <Textarea
            id={`${idPrefix}-access`}
            value={values.accessDetails}
            onChange={(event) => set("accessDetails", event.target.value)}
            placeholder="Shown only to confirmed visitors, shortly before their showing"
            {...invalidProps(`${idPrefix}-access`, errors.accessDetails)}
          />
        </FormField>
        <FormField id={`${idPrefix}-access-window`} label="Show to the visitor (hours before the showing)" error={errors.accessWindowHours}>
          <Input
            id={`${idPrefix}-access-window`}
            type="number"
            min={1}
            max={MAX_ACCESS_WINDOW_HOURS}
            step={1}
            value={Number.isNaN(values.accessWindowHours) ? "" : values.accessWindowHours}
            onChange={(event) => set("accessWindowHours", event.target.valueAsNumber)}
            {...invalidProps(`${idPrefix}-access-window`, errors.accessWindowHours)}
          />
        </FormField>
      </fieldset>

      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {mode === "create" ? (busy ? "Creating Property..." : "Create Property") : busy ? "Saving Changes..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
