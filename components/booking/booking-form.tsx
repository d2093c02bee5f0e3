"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { loadFreshDays } from "./fresh-days";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import type { BookingRequest } from "@/lib/bookings/booking-input";
import type { BookingSummary } from "@/lib/bookings/booking-answers";
import { REQUESTER_OPTIONS, type RequesterType } from "./requester-types";
import type { DayOption } from "./slot-options";
import { DateSlotPicker } from "./date-slot-picker";
import { LazyPaymentStep } from "./lazy-payment-step";

// The confirmation screen loads when the booker reaches it, not with the page.
const BookingSuccess = dynamic(() => import("./booking-success").then((module) => module.BookingSuccess));
// The payment step's calls load with it (booking-requests.ts).
const bookingRequests = () => import("./booking-requests");

type BookingFormProps = {
  propertyId: string;
  days: DayOption[];
  fee: string;
  feeCents: number;
  publishableKey?: string;
};

type Contact = { name: string; email: string; phone: string; buyerName: string; buyerEmail: string };
const emptyContact: Contact = { name: "", email: "", phone: "", buyerName: "", buyerEmail: "" };

/**
 * Form, then payment, then the confirmation, as in the spec's booking flow. The days come with
 * the page, whose HTML may be a minute old; picking a date asks the server for the slots as they
 * are now (the hold re-checks the slot in any case).
 */
export function BookingForm({ propertyId, days: pageDays, fee, feeCents, publishableKey }: BookingFormProps) {
  const [days, setDays] = useState(pageDays);
  const [requesterType, setRequesterType] = useState<RequesterType | null>(null);
  const [contact, setContact] = useState<Contact>(emptyContact);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [step, setStep] = useState<"form" | "payment">("form");
  const [error, setError] = useState<string | null>(null);
  const [booking, setBooking] = useState<BookingSummary | null>(null);

  if (booking) return <BookingSuccess booking={booking} />;

  const complete =
    requesterType !== null &&
    contact.name.trim() !== "" &&
    contact.email.trim() !== "" &&
    contact.phone.trim() !== "" &&
    (requesterType !== "buyers_agent" || contact.buyerName.trim() !== "") &&
    date !== "" &&
    time !== "" &&
    termsAccepted;

  if (step === "payment" && complete) {
    const bookingData: BookingRequest = { propertyId, requesterType, ...contact, date, time, termsAccepted, specialRequests: "" };
    return (
      <LazyPaymentStep
        fee={fee}
        holdsSlot={true}
        publishableKey={publishableKey}
        billing={{ name: bookingData.name, email: bookingData.email, phone: bookingData.phone }}
        createIntent={async () => (await bookingRequests()).createBookingIntent(feeCents, bookingData)}
        confirm={async (paymentIntentId) => setBooking(await (await bookingRequests()).processBooking(paymentIntentId))}
        onError={(message) => {
          setError(message);
          setStep("form");
        }}
        onBack={() => setStep("form")}
      />
    );
  }

  const chooseRequester = (type: RequesterType) => {
    setRequesterType(type);
    setContact(emptyContact);
    setDate("");
    setTime("");
  };
  const setField = (field: keyof Contact) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setContact({ ...contact, [field]: event.target.value });

  return (
    <form
      aria-label="Book a showing"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete) return;
        setError(null);
        setStep("payment");
      }}
    >
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">I am a</legend>
        <div className="flex flex-wrap gap-2">
          {REQUESTER_OPTIONS.map(([type, label]) => (
            <Button
              key={type}
              type="button"
              variant={requesterType === type ? "default" : "outline"}
              aria-pressed={requesterType === type}
              onClick={() => chooseRequester(type)}
            >
              {label}
            </Button>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor="booking-name">Name</Label>
          <Input id="booking-name" autoComplete="name" value={contact.name} onChange={setField("name")} required />
        </div>
        <div className="space-y-1">
          <Label htmlFor="booking-email">Email</Label>
          <Input id="booking-email" type="email" autoComplete="email" value={contact.email} onChange={setField("email")} required />
        </div>
        <div className="space-y-1">
          <Label htmlFor="booking-phone">Phone</Label>
          <Input id="booking-phone" type="tel" autoComplete="tel" value={contact.phone} onChange={setField("phone")} required />
        </div>
      </div>

      {requesterType === "buyers_agent" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor="booking-buyer-name">Buyer&apos;s name</Label>
            <Input id="booking-buyer-name" value={contact.buyerName} onChange={setField("buyerName")} required />
          </div>
          <div className="space-y-1">
            <Label htmlFor="booking-buyer-email">Buyer&apos;s email (optional)</Label>
            <Input id="booking-buyer-email" type="email" value={contact.buyerEmail} onChange={setField("buyerEmail")} />
          </div>
        </div>
      )}

      <DateSlotPicker
        id="booking-date"
        days={days}
        date={date}
        time={time}
        onDateChange={(value) => {
          setDate(value);
          setTime("");
          if (value) void loadFreshDays(propertyId).then((fresh) => fresh && setDays(fresh));
        }}
        onTimeChange={setTime}
      />

      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
        />
        <span>
          I agree to the{" "}
          <Link href="/showbook/terms" className="text-blue-700 underline" target="_blank">
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
