"use client";

import dynamic from "next/dynamic";

// Stripe's SDK loads when the booker reaches the payment step, not with the page.
export const LazyPaymentStep = dynamic(() => import("./payment-step").then((module) => module.PaymentStep), {
  loading: () => (
    <p role="status" className="text-slate-700">
      Preparing secure payment…
    </p>
  ),
});
