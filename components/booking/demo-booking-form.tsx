"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label, Select } from "@/components/ui/input";
import type { DemoBookingResult } from "@/lib/bookings/demo-booking";
import { demoFormErrors, emptyDemoForm, type DemoFormValues } from "@/lib/bookings/demo-form";
import { call } from "@/lib/api/call";
import { bookDemoEndpoint, createDemoPaymentIntentEndpoint } from "@/lib/bookings/demo-endpoints";
import { chosenSlotLabel, dateLabel, timeLabel, type DayOption } from "@/lib/bookings/day-options";
import { DateSlotPicker } from "./date-slot-picker";
import { LazyPaymentStep } from "./lazy-payment-step";

type TextField = Exclude<keyof DemoFormValues, "agreeToTerms">;

function Field({ id, label, ...props }: { id: TextField; label: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="space-y-1">
      <Label htmlFor={`demo-${id}`}>{label}</Label>
      <Input id={`demo-${id}`} {...props} />
    </div>
  );
}

/** The demo booking: the real form's rules on a demo property, every problem listed at once, paid at the real payment step. */
export function DemoBookingForm({ address, days, fee, publishableKey }: { address: string; days: DayOption[]; fee: string; publishableKey?: string }) {
  const [values, setValues] = useState<DemoFormValues>(emptyDemoForm);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<DemoBookingResult | null>(null);
  const [paying, setPaying] = useState(false);

  const set = (field: TextField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues({ ...values, [field]: event.target.value });

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

  const toPayment = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = demoFormErrors(values);
    setErrors(problems);
    if (!problems.length) setPaying(true);
  };

  if (paying) {
    return (
      <LazyPaymentStep
        fee={fee}
        showing={{ address, when: chosenSlotLabel(days, values.date, values.time) }}
        holdsSlot={false}
        publishableKey={publishableKey}
        billing={{ name: values.buyerName.trim(), email: values.buyerEmail.trim(), phone: values.buyerPhone.trim() }}
        createIntent={() => call(createDemoPaymentIntentEndpoint, { body: values })}
        confirm={async (paymentIntentId) =>
          setResult((await call(bookDemoEndpoint, { body: { ...values, paymentIntentId } })).booking)
        }
        onError={(message) => {
          setErrors([`Payment error: ${message}`]);
          setPaying(false);
        }}
        onBack={() => setPaying(false)}
      />
    );
  }

  return (
    <form aria-label="Demo booking" className="space-y-6" onSubmit={toPayment} noValidate>
      {errors.length > 0 && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <ul className="list-inside list-disc">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <DateSlotPicker
        id="demo-date"
        days={days}
        date={values.date}
        time={values.time}
        onDateChange={(date) => setValues({ ...values, date, time: "" })}
        onTimeChange={(time) => setValues({ ...values, time })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="buyerName" label="Buyer name" value={values.buyerName} onChange={set("buyerName")} autoComplete="name" />
        <Field id="buyerEmail" label="Buyer email" type="email" value={values.buyerEmail} onChange={set("buyerEmail")} />
        <Field id="buyerPhone" label="Buyer phone" type="tel" value={values.buyerPhone} onChange={set("buyerPhone")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="buyerAgentName" label="Buyer’s agent name (optional)" value={values.buyerAgentName} onChange={set("buyerAgentName")} />
        <Field id="buyerAgentPhone" label="Buyer’s agent phone (optional)" type="tel" value={values.buyerAgentPhone} onChange={set("buyerAgentPhone")} />
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Demo notice recipient (tenant)</legend>
        <Field id="recipientName" label="Recipient name" value={values.recipientName} onChange={set("recipientName")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="demoRecipientPhone" label="Recipient phone" type="tel" value={values.demoRecipientPhone} onChange={set("demoRecipientPhone")} />
          <Field id="demoRecipientEmail" label="Recipient email" type="email" value={values.demoRecipientEmail} onChange={set("demoRecipientEmail")} />
        </div>
        <Field id="mailingAddress" label="Mailing address" value={values.mailingAddress} onChange={set("mailingAddress")} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="mailingCity" label="City" value={values.mailingCity} onChange={set("mailingCity")} />
          <div className="space-y-1">
            <Label htmlFor="demo-mailingState">State</Label>
            <Select id="demo-mailingState" value={values.mailingState} onChange={set("mailingState")}>
              <option value="CA">CA</option>
            </Select>
          </div>
          <Field id="mailingZip" label="ZIP" value={values.mailingZip} onChange={set("mailingZip")} inputMode="numeric" />
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4"
          checked={values.agreeToTerms}
          onChange={(event) => setValues({ ...values, agreeToTerms: event.target.checked })}
        />
        I agree to the booking terms and the {fee} demo fee
      </label>
      <Button type="submit" size="lg">
        Continue to Payment
      </Button>
    </form>
  );
}
