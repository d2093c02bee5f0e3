"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import type { z } from "zod";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { defaultSchedule, type WeeklySchedule } from "@/lib/availability/weekly-schedule";
import {
  BOOKING_APPROVALS,
  BUFFER_OPTIONS,
  DEFAULT_ACCESS_WINDOW_HOURS,
  FORM_DEFAULT_BUFFER_MINUTES,
  MAX_ACCESS_WINDOW_HOURS,
  PROPERTY_STATUSES,
  createPropertySchema,
  updatePropertySchema,
} from "@/lib/properties/schemas";
import { DEFAULT_STATE, US_STATES } from "@/lib/properties/states";
import { isOccupied, type OccupancyStatus } from "@/lib/vocabulary/occupancy";
import { visitorRelease } from "@/lib/properties/format";
import { showServerError } from "@/lib/forms/show-server-error";
import type { OccupiedHoursContext } from "./offerable-hours";
import { ScheduleEditor } from "./schedule-editor";
import { ConfirmationsField } from "./confirmations-field";
import type { ConfirmationRule } from "@/lib/vocabulary/confirmations";

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
  status: (typeof PROPERTY_STATUSES)[number];
  bookingApproval: (typeof BOOKING_APPROVALS)[number];
  bufferTimeMinutes: number;
  advanceNoticeHours: number;
  occupancyStatus: OccupancyStatus;
  shareFeedbackComments: boolean;
  confirmations: ConfirmationRule[];
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
  shareFeedbackComments: false,
  confirmations: [],
});

/** The form's fields of a property (a listed one carries more). */
export const propertyValues = (property: PropertyFormValues): PropertyFormValues => ({
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
  shareFeedbackComments: property.shareFeedbackComments,
  confirmations: property.confirmations,
});

/** The first message in a field's errors, however deep (a schedule's day, a time). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  for (const [key, inner] of Object.entries(error)) {
    if (key === "ref") continue;
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * The create form and the edit modal's body: address, (edit only) Property Settings, schedule and
 * instructions. Validated with the same zod schema as the API before anything is sent; `onSubmit`
 * throws the server's refusal, which lands on its fields (or in the toast `failureMessage`).
 */
export function PropertyForm({
  mode,
  initial,
  onSubmit,
  failureMessage,
  onCancel,
  extraFields,
  occupiedHours,
}: {
  mode: "create" | "edit";
  initial: PropertyFormValues;
  onSubmit: (values: PropertyFormValues) => Promise<void>;
  failureMessage: (reason: string) => string;
  onCancel?: () => void;
  extraFields?: ReactNode;
  /** The property's time zone and the resident's standing consent, for the schedule's offered hours. */
  occupiedHours?: OccupiedHoursContext;
}) {
  // The schema's input is wider than the form's values (any state code, any buffer); `raw` hands on what was typed, checked.
  const schema = (mode === "create" ? createPropertySchema : updatePropertySchema) as z.ZodType<PropertyFormValues, PropertyFormValues>;
  const form = useForm<PropertyFormValues>({ resolver: zodResolver(schema, undefined, { raw: true }), defaultValues: initial });
  const { register, handleSubmit, control, setValue, formState } = form;
  const fieldErrors: FieldErrors<PropertyFormValues> = formState.errors;
  const errors = Object.fromEntries(Object.entries(fieldErrors).map(([key, error]) => [key, firstMessage(error)])) as Partial<
    Record<keyof PropertyFormValues, string>
  >;
  const schedule = useWatch({ control, name: "customAvailability" });
  const occupancy = useWatch({ control, name: "occupancyStatus" });
  const confirmations = useWatch({ control, name: "confirmations" });
  const busy = formState.isSubmitting;
  const idPrefix = mode === "create" ? "new-property" : "edit-property";

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerError(form, error, failureMessage);
    }
  });

  const text = (key: "addressLine1" | "unitNumber" | "city" | "zipCode", label: string, extra = {}) => {
    const id = `${idPrefix}-${key}`;
    return (
      <FormField id={id} label={label} error={errors[key]}>
        <Input id={id} {...register(key)} {...invalidProps(id, errors[key])} {...extra} />
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
          <Select id={`${idPrefix}-state`} {...register("state")} {...invalidProps(`${idPrefix}-state`, errors.state)} required>
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
            <Select id="edit-property-status" {...register("status")}>
              <option value="listed">Listed (Public)</option>
              <option value="unlisted">Unlisted (Private)</option>
            </Select>
          </FormField>
          <FormField id="edit-property-approval" label="Booking approval">
            <Select id="edit-property-approval" {...register("bookingApproval")}>
              <option value="automatic">Automatic (instant booking)</option>
              <option value="manual">Manual approval</option>
            </Select>
          </FormField>
          <FormField id="edit-property-buffer" label="Buffer time" error={errors.bufferTimeMinutes}>
            <Select id="edit-property-buffer" {...register("bufferTimeMinutes", { valueAsNumber: true })}>
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
              {...register("advanceNoticeHours", { valueAsNumber: true })}
              {...invalidProps("edit-property-notice", errors.advanceNoticeHours)}
            />
          </FormField>
          <FormField id="edit-property-occupancy" label="Occupancy">
            <Select id="edit-property-occupancy" {...register("occupancyStatus")}>
              <option value="vacant">Vacant</option>
              <option value="resident">Resident (tenant-occupied)</option>
            </Select>
          </FormField>
          <label htmlFor="edit-property-share-comments" className="flex items-start gap-2 text-sm text-slate-800 sm:col-span-2">
            <input id="edit-property-share-comments" type="checkbox" className="mt-1" {...register("shareFeedbackComments")} />
            <span>
              Share feedback comments with the owner
              <span className="block text-xs text-slate-600">The owner&apos;s report always shows ratings and interest; comments only when this is on.</span>
            </span>
          </label>
          <ConfirmationsField
            value={confirmations}
            onChange={(next) => setValue("confirmations", next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
            error={errors.confirmations}
          />
        </fieldset>
      ) : null}

      <ScheduleEditor
        value={schedule}
        onChange={(next) => setValue("customAvailability", next, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        occupied={isOccupied({ occupancyStatus: occupancy }) ? occupiedHours : undefined}
      />
      {errors.customAvailability ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.customAvailability}
        </p>
      ) : null}

      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">For confirmed visitors only</legend>
        <p className="text-sm text-slate-600">{visitorRelease()}</p>
        <FormField id={`${idPrefix}-instructions`} label="Private showing instructions" error={errors.privateShowingInstructions}>
          <Textarea
            id={`${idPrefix}-instructions`}
            {...register("privateShowingInstructions")}
            {...invalidProps(`${idPrefix}-instructions`, errors.privateShowingInstructions)}
            placeholder="Parking, pets, which door…"
          />
        </FormField>
        <FormField id={`${idPrefix}-access`} label="Lockbox or gate code, alarm notes" error={errors.accessDetails}>
          <Textarea
            id={`${idPrefix}-access`}
            {...register("accessDetails")}
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
            {...register("accessWindowHours", { valueAsNumber: true })}
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
