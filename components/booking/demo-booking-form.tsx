"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input, Label, Select } from "@/components/ui/input";
import { demoBookingFormSchema, type DemoBookingInput, type DemoBookingResult } from "@/lib/bookings/demo-booking";
import { emptyDemoForm, type DemoFormValues } from "@/lib/bookings/demo-form";
import { call } from "@/lib/api/call";
import { showServerError } from "@/lib/forms/show-server-error";
import { bookDemoEndpoint, createDemoPaymentIntentEndpoint } from "@/lib/bookings/demo-endpoints";
import { chosenSlotLabel, dateLabel, timeLabel, type DayOption } from "@/lib/bookings/day-options";
import { DateSlotPicker } from "./date-slot-picker";
import { LazyPaymentStep } from "./lazy-payment-step";

type TextField = Exclude<keyof DemoFormValues, "agreeToTerms" | "date" | "time" | "mailingState">;

/** The form's fields in the order of its alert's list (the spec's order for its six messages). */
const FIELD_ORDER = Object.keys(emptyDemoForm) as (keyof DemoFormValues)[];

/** The id of the alert listing every problem, which describes each field it names. */
const PROBLEMS_ID = "demo-problems";

/** The demo booking: the real form's rules on a demo property, every problem listed at once, paid at the real payment step. */
export function DemoBookingForm({ address, days, fee, publishableKey }: { address: string; days: DayOption[]; fee: string; publishableKey?: string }) {
  const form = useForm<z.input<typeof demoBookingFormSchema>, unknown, DemoBookingInput>({
    resolver: zodResolver(demoBookingFormSchema),
    defaultValues: emptyDemoForm,
  });
  const { register, setValue, control, formState } = form;
  const [date, time] = useWatch({ control, name: ["date", "time"] });
  const [result, setResult] = useState<DemoBookingResult | null>(null);
  const [paying, setPaying] = useState<DemoBookingInput | null>(null);

  if (result) {
    return (
      <section aria-labelledby="demo-done" className="space-y-2 rounded-lg border border-green-200 bg-green-50 p-6">
        <h2 id="demo-done" className="text-xl font-semibold text-green-900">
          Demo showing booked!
        </h2>
        <p>
          Confirmation number <span className="font-mono font-semibold">{result.confirmationNumber}</span> for{" "}
          {dateLabel(result.date)} at {timeLabel(result.time)} {days.find((day) => day.date === result.date)?.zone}.
        </p>
        <p className="text-sm text-amber-900">
          Demo mode: the {fee} fee was {result.mock ? "paid in mock mode, not charged" : "paid by card"}, and nothing was sent.
        </p>
        {result.buyerAgent && (
          <p className="text-sm text-slate-700">
            Buyer’s agent: {[result.buyerAgent.name, result.buyerAgent.phone].filter(Boolean).join(", ")}.
          </p>
        )}
        {result.noticeRecipient && (
          <p className="text-sm text-slate-700">
            A tenant notice would be mailed to {result.noticeRecipient.name}
            {result.noticeRecipient.address ? `, ${result.noticeRecipient.address}` : ""}
            {[result.noticeRecipient.email, result.noticeRecipient.phone].some(Boolean)
              ? ` and sent to ${[result.noticeRecipient.email, result.noticeRecipient.phone].filter(Boolean).join(" and ")}`
              : ""}
            .
          </p>
        )}
      </section>
    );
  }

  if (paying) {
    return (
      <LazyPaymentStep
        fee={fee}
        showing={{ address, when: chosenSlotLabel(days, paying.date, paying.time) }}
        holdsSlot={false}
        publishableKey={publishableKey}
        billing={{ name: paying.buyerName.trim(), email: paying.buyerEmail.trim(), phone: paying.buyerPhone.trim() }}
        createIntent={() => call(createDemoPaymentIntentEndpoint, { body: paying })}
        confirm={async (paymentIntentId) =>
          setResult((await call(bookDemoEndpoint, { body: { ...paying, paymentIntentId } })).booking)
        }
        onError={(message, refusal) => {
          // Back to the form first, so that the refusal lands on (and focuses) fields that are there.
          flushSync(() => setPaying(null));
          showServerError(form, refusal, { alert: () => `Payment error: ${message}` });
        }}
        onBack={() => setPaying(null)}
      />
    );
  }

  const { errors } = formState;
  const problems = [...FIELD_ORDER.map((field) => errors[field]?.message), errors.root?.server?.message].filter((message) => message !== undefined);
  const field = (id: TextField, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <div className="space-y-1">
      <Label htmlFor={`demo-${id}`}>{label}</Label>
      <Input id={`demo-${id}`} {...props} {...register(id)} {...(errors[id] ? { "aria-invalid": true, "aria-describedby": PROBLEMS_ID } : {})} />
    </div>
  );

  return (
    <form aria-label="Demo booking" className="space-y-6" onSubmit={form.handleSubmit(setPaying)} noValidate>
      {problems.length > 0 && (
        <div id={PROBLEMS_ID} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <ul className="list-inside list-disc">
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <DateSlotPicker
        id="demo-date"
        days={days}
        date={date ?? ""}
        time={time ?? ""}
        onDateChange={(value) => {
          setValue("date", value);
          setValue("time", "");
        }}
        onTimeChange={(value) => setValue("time", value)}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {field("buyerName", "Buyer name", { autoComplete: "name" })}
        {field("buyerEmail", "Buyer email", { type: "email" })}
        {field("buyerPhone", "Buyer phone", { type: "tel" })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("buyerAgentName", "Buyer’s agent name (optional)")}
        {field("buyerAgentPhone", "Buyer’s agent phone (optional)", { type: "tel" })}
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Demo notice recipient (tenant)</legend>
        {field("recipientName", "Recipient name")}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("demoRecipientPhone", "Recipient phone", { type: "tel" })}
          {field("demoRecipientEmail", "Recipient email", { type: "email" })}
        </div>
        {field("mailingAddress", "Mailing address")}
        <div className="grid gap-4 sm:grid-cols-3">
          {field("mailingCity", "City")}
          <div className="space-y-1">
            <Label htmlFor="demo-mailingState">State</Label>
            <Select id="demo-mailingState" {...register("mailingState")}>
              <option value="CA">CA</option>
            </Select>
          </div>
          {field("mailingZip", "ZIP", { inputMode: "numeric" })}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4"
          {...register("agreeToTerms")}
          {...(errors.agreeToTerms ? { "aria-invalid": true, "aria-describedby": PROBLEMS_ID } : {})}
        />
        I agree to the booking terms and the {fee} demo fee
      </label>
      <Button type="submit" size="lg">
        Continue to Payment
      </Button>
    </form>
  );
}
