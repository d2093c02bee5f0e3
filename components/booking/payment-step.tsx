"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
// The "pure" entry adds Stripe.js to the page only when loadStripe is called: never in mock mode.
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { IntentAnswer } from "@/lib/payments/payment-intents";

type Billing = { name: string; email: string; phone: string };

/** What the booker pays for, repeated next to the Pay button (on a phone the chosen slot has scrolled away). */
export type PaidShowing = { address: string; when: string };

type PaymentStepProps = {
  fee: string;
  showing: PaidShowing;
  /** Whether a real showing's slot is held while the booker pays (the demo holds none). */
  holdsSlot: boolean;
  publishableKey?: string;
  /** Who pays: Stripe's billing details, not asked again. */
  billing: Billing;
  /** Creates the PaymentIntent (a showing's after holding its slot), once. */
  createIntent: () => Promise<IntentAnswer>;
  /** Has the server check the payment and book, then shows the confirmation; a failure stays on this step. */
  confirm: (paymentIntentId: string) => Promise<void>;
  /** createIntent failed: the message to show, and the refusal itself (its `issues` name the booking's fields). */
  onError: (message: string, refusal: unknown) => void;
  onBack: () => void;
};

const stripePromises = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripePromises.has(key)) stripePromises.set(key, loadStripe(key));
  return stripePromises.get(key)!;
};

const bookingFailed = (message: string, intentId: string, mock: boolean) =>
  `${mock ? "Mock payment" : "Payment"} succeeded but booking failed: ${message}. Please contact support with payment intent ID: ${intentId}`;

/**
 * Creates the PaymentIntent once, then takes the card with Stripe's Payment Element; in mock
 * mode (the client secret says "mock") the payment is confirmed without a charge and a
 * development notice says so. Real bookings and the demo both pay here.
 */
export function PaymentStep({ fee, showing, holdsSlot, publishableKey, billing, createIntent, confirm, onError, onBack }: PaymentStepProps) {
  const [intent, setIntent] = useState<IntentAnswer | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createIntent()
      .then(setIntent)
      .catch((error: Error) => onError(`Failed to initialize payment: ${error.message}`, error));
  }, [createIntent, onError]);

  if (!intent) return <p role="status" className="text-slate-700">Preparing secure payment…</p>;

  const step = { intent, fee, showing, holdsSlot, confirm, onBack };
  const mock = intent.mock === true || intent.clientSecret.includes("mock");
  if (mock) return <MockPayment {...step} />;
  if (!publishableKey) return <p role="alert">Failed to initialize payment: the payment form is not configured.</p>;

  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: intent.clientSecret, appearance: { theme: "stripe" } }}>
      <CardPayment {...step} billing={billing} />
    </Elements>
  );
}

function PaymentShell({ fee, holdsSlot, error, children }: { fee: string; holdsSlot: boolean; error: string | null; children: React.ReactNode }) {
  return (
    <section aria-labelledby="payment-heading" className="space-y-4">
      <h2 id="payment-heading" className="text-xl font-semibold text-slate-900">
        Payment: {fee} booking fee
      </h2>
      {holdsSlot ? <p className="text-sm text-slate-600">Your time slot is held for 10 minutes while you pay.</p> : null}
      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {children}
    </section>
  );
}

type StepProps = Pick<PaymentStepProps, "fee" | "showing" | "holdsSlot" | "confirm" | "onBack"> & { intent: IntentAnswer };

/** Back and Pay, with what is being paid for right beside them (and read out with the Pay button). */
function PayButtons({ fee, showing, busy, ready = true, onBack, onPay }: Pick<StepProps, "fee" | "showing" | "onBack"> & { busy: boolean; ready?: boolean; onPay?: () => void }) {
  return (
    <div className="space-y-2">
      <p id="paid-showing" className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
        {fee} for a 30-minute showing of <span className="font-medium">{showing.address}</span> on <span className="font-medium">{showing.when}</span>
      </p>
      <div className="flex gap-2">
        <Button variant="outline" type="button" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type={onPay ? "button" : "submit"} onClick={onPay} disabled={busy || !ready} aria-describedby="paid-showing">
          {busy ? "Processing..." : `Pay ${fee}`}
        </Button>
      </div>
    </div>
  );
}

function MockPayment({ intent, fee, showing, holdsSlot, confirm, onBack }: StepProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirm(intent.paymentIntentId);
    } catch (caught) {
      setError(bookingFailed((caught as Error).message || "Booking processing failed", intent.paymentIntentId, true));
      setBusy(false);
    }
  };
  return (
    <PaymentShell fee={fee} holdsSlot={holdsSlot} error={error}>
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        Development mode: payments are simulated and no card will be charged.
      </p>
      <PayButtons fee={fee} showing={showing} busy={busy} onBack={onBack} onPay={pay} />
    </PaymentShell>
  );
}

function CardPayment({ intent, fee, showing, holdsSlot, billing, confirm, onBack }: StepProps & { billing: Billing }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      confirmParams: {
        return_url: window.location.href,
        payment_method_data: { billing_details: billing },
      },
    });
    if (result.error) {
      setError(result.error.message ?? "An unexpected error occurred");
      setBusy(false);
      return;
    }
    try {
      await confirm(intent.paymentIntentId);
    } catch (caught) {
      setError(bookingFailed((caught as Error).message || "Booking processing failed", intent.paymentIntentId, false));
      setBusy(false);
    }
  };

  return (
    <PaymentShell fee={fee} holdsSlot={holdsSlot} error={error}>
      <form onSubmit={submit} className="space-y-4">
        <PaymentElement options={{ layout: "tabs", fields: { billingDetails: { email: "never", phone: "never" } } }} />
        <PayButtons fee={fee} showing={showing} busy={busy} ready={Boolean(stripe && elements)} onBack={onBack} />
      </form>
    </PaymentShell>
  );
}
