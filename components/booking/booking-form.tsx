"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { loadFreshDays } from "./fresh-days";
import { Button } from "@/components/ui/button";
import { FormError, FormField, invalidProps } from "@/components/ui/form-field";
import { FieldError, Input } from "@/components/ui/input";
import type { BookingRequest } from "@/lib/bookings/booking-input";
import type { BookingSummary } from "@/lib/bookings/booking-answers";
import { showServerError } from "@/lib/forms/show-server-error";
import { REQUESTER_OPTIONS, type RequesterType } from "./requester-types";
import { chosenSlotLabel, type DayOption } from "@/lib/bookings/day-options";
import type { BookingFormValues, CheckedBookingForm } from "./booking-form-schema";
import { DateSlotPicker } from "./date-slot-picker";
import { LazyPaymentStep } from "./lazy-payment-step";

// The confirmation screen loads when the booker reaches it, not with the page.
const BookingSuccess = dynamic(() => import("./booking-success").then((module) => module.BookingSuccess));
// The payment step's calls load with it (booking-requests.ts).
const bookingRequests = () => import("./booking-requests");

type BookingFormProps = {
  propertyId: string;
  days: DayOption[];
  /** The property's address, repeated at the payment step. */
  address: string;
  fee: string;
  publishableKey?: string;
};

/**
 * The form's schema (the payment-intent route's own, through zod) loads when the booker first
 * focuses a field (and at the latest with the first check), not with the page.
 */
const loadFormSchema = () => import("./booking-form-schema");
const resolver: Resolver<BookingFormValues, unknown, CheckedBookingForm> = async (values, context, options) =>
  (await loadFormSchema()).bookingFormResolver(values, context, options);

const CLEARED_BY_REQUESTER = ["name", "email", "phone", "buyerName", "buyerEmail", "date", "time"] as const;

/**
 * Form, then payment, then the confirmation, as in the spec's booking flow. The days come with
 * the page, whose HTML may be a minute old; picking a date asks the server for the slots as they
 * are now (the hold re-checks the slot in any case).
 */
export function BookingForm({ propertyId, address, days: pageDays, fee, publishableKey }: BookingFormProps) {
  const [days, setDays] = useState(pageDays);
  const [request, setRequest] = useState<BookingRequest | null>(null);
  const [booking, setBooking] = useState<BookingSummary | null>(null);
  const form = useForm<BookingFormValues, unknown, CheckedBookingForm>({
    resolver,
    defaultValues: { bookingData: { propertyId, name: "", email: "", phone: "", buyerName: "", buyerEmail: "", date: "", time: "", specialRequests: "" } },
  });
  const { register, setValue, control, handleSubmit, formState } = form;
  const values = useWatch({ control, name: "bookingData" });
  const errors = formState.errors.bookingData;

  if (booking) return <BookingSuccess booking={booking} />;

  const filled = (value?: string) => (value ?? "").trim() !== "";
  const complete =
    values.requesterType !== undefined &&
    filled(values.name) &&
    filled(values.email) &&
    filled(values.phone) &&
    (values.requesterType !== "buyers_agent" || filled(values.buyerName)) &&
    filled(values.date) &&
    filled(values.time) &&
    values.termsAccepted === true;

  if (request) {
    return (
      <LazyPaymentStep
        fee={fee}
        showing={{ address, when: chosenSlotLabel(days, request.date, request.time) }}
        holdsSlot={true}
        publishableKey={publishableKey}
        billing={{ name: request.name, email: request.email, phone: request.phone }}
        createIntent={async () => (await bookingRequests()).createBookingIntent(request)}
        confirm={async (paymentIntentId) => setBooking(await (await bookingRequests()).processBooking(paymentIntentId))}
        onError={(message, refusal) => {
          // Back to the form first, so that the refusal lands on (and focuses) fields that are there.
          flushSync(() => setRequest(null));
          showServerError(form, refusal, { alert: () => message });
        }}
        onBack={() => setRequest(null)}
      />
    );
  }

  const chooseRequester = (type: RequesterType) => {
    setValue("bookingData.requesterType", type);
    for (const field of CLEARED_BY_REQUESTER) setValue(`bookingData.${field}`, "");
    form.clearErrors();
  };
  const contactField = (field: "name" | "email" | "phone" | "buyerName" | "buyerEmail", id: string) => ({
    id,
    ...register(`bookingData.${field}`),
    ...invalidProps(id, errors?.[field]?.message),
  });
  const slotError = [errors?.date?.message, errors?.time?.message].filter((message) => message !== undefined);

  return (
    <form aria-label="Book a showing" className="space-y-6" noValidate onFocus={() => void loadFormSchema()} onSubmit={handleSubmit(({ bookingData }) => setRequest(bookingData))}>
      <FormError message={formState.errors.root?.server?.message} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">I am a</legend>
        <div className="flex flex-wrap gap-2">
          {REQUESTER_OPTIONS.map(([type, label]) => (
            <Button
              key={type}
              type="button"
              variant={values.requesterType === type ? "default" : "outline"}
              aria-pressed={values.requesterType === type}
              onClick={() => chooseRequester(type)}
            >
              {label}
            </Button>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="booking-name" label="Name" error={errors?.name?.message}>
          <Input autoComplete="name" required {...contactField("name", "booking-name")} />
        </FormField>
        <FormField id="booking-email" label="Email" error={errors?.email?.message}>
          <Input type="email" autoComplete="email" required {...contactField("email", "booking-email")} />
        </FormField>
        <FormField id="booking-phone" label="Phone" error={errors?.phone?.message}>
          <Input type="tel" autoComplete="tel" required {...contactField("phone", "booking-phone")} />
        </FormField>
      </div>

      {values.requesterType === "buyers_agent" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="booking-buyer-name" label="Buyer's name" error={errors?.buyerName?.message}>
            <Input required {...contactField("buyerName", "booking-buyer-name")} />
          </FormField>
          <FormField id="booking-buyer-email" label="Buyer's email (optional)" error={errors?.buyerEmail?.message}>
            <Input type="email" {...contactField("buyerEmail", "booking-buyer-email")} />
          </FormField>
        </div>
      )}

      <DateSlotPicker
        id="booking-date"
        days={days}
        date={values.date ?? ""}
        time={values.time ?? ""}
        onDateChange={(value) => {
          setValue("bookingData.date", value);
          setValue("bookingData.time", "");
          if (value) void loadFreshDays(propertyId).then((fresh) => fresh && setDays(fresh));
        }}
        onTimeChange={(value) => setValue("bookingData.time", value)}
      />
      <FieldError id="booking-slot-error" messages={slotError.length > 0 ? slotError : undefined} />

      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-0.5 size-4" {...register("bookingData.termsAccepted")} />
        <span>
          I agree to the{" "}
          <Link href="/showbook/terms" className="text-blue-700 underline" target="_blank" rel="noopener">
            booking terms
          </Link>{" "}
          and the {fee} non-refundable booking fee.
        </span>
      </label>

      <Button type="submit" size="lg" disabled={!complete}>
        Continue to Payment
      </Button>
    </form>
  );
}
