import { describe, expect, it } from "vitest";
import { demoBookingSchema } from "@/lib/bookings/demo-booking";
import { createDemoPayment, NOT_A_DEMO_PAYMENT, payDemoBooking } from "@/lib/bookings/demo-payment";
import { createCardIntent } from "@/lib/payments/payment-intents";
import { createStripeClient } from "@/lib/payments/stripe";
import { startFakeStripe } from "./fake-stripe";

const fake = startFakeStripe();
const stripe = () => createStripeClient("sk_test_fake", fake.url);

// Explicit times: the demo offers every day 9:00 to 16:30 after 24 hours' notice.
const now = new Date("2026-03-01T20:00:00Z");
const input = demoBookingSchema.parse({
  date: "2026-03-04",
  time: "10:30",
  buyerName: "Dana Demo",
  buyerEmail: "dana@example.com",
  buyerPhone: "415-555-0100",
  agreeToTerms: true,
});

/** A card intent as the fake Stripe holds it, made at `now` (Stripe stamps its own clock). */
const heldIntent = (id: string) => Object.assign(fake.intents.get(id)!, { created: Math.floor(+now / 1000) });

describe("[demo] the $1 demo booking goes through the payment step", () => {
  it("in mock mode, creates a mock PaymentIntent for the demo fee and confirms the demo without a charge", async () => {
    const intent = await createDemoPayment(null, input, now);
    expect(intent).toMatchObject({ amount: 100, mock: true, paymentIntentId: expect.stringMatching(/^pi_mock_demo_/) });
    expect(intent.clientSecret).toContain("mock");

    expect(await payDemoBooking(null, input, intent.paymentIntentId, now)).toMatchObject({
      paymentIntentId: intent.paymentIntentId,
      paymentStatus: "mock",
      mock: true,
      feeCents: 100,
      date: "2026-03-04",
      time: "10:30",
    });
    // A real booking's mock payment pays for no demo; a card payment needs Stripe.
    await expect(payDemoBooking(null, input, "pi_mock_0d2c4e", now)).rejects.toMatchObject({ code: "unprocessable_entity", message: NOT_A_DEMO_PAYMENT });
    await expect(payDemoBooking(null, input, "pi_3Pxyz", now)).rejects.toMatchObject({ code: "bad_request", message: "Card payments are not configured" });
  });

  it("checks the form and the demo slot before any PaymentIntent is created", async () => {
    const before = fake.intents.size;
    await expect(createDemoPayment(stripe(), { ...input, buyerName: " " }, now)).rejects.toMatchObject({ message: "Please enter buyer name" });
    await expect(createDemoPayment(stripe(), { ...input, time: "17:00" }, now)).rejects.toMatchObject({ message: /between 09:00 and 17:00/ });
    await expect(createDemoPayment(stripe(), { ...input, date: "2026-03-01" }, now)).rejects.toMatchObject({ message: "Please select a showing date" });
    expect(fake.intents.size).toBe(before);
  });

  it("with Stripe, creates a $1 PaymentIntent naming the demo slot and confirms only once it is paid", async () => {
    const intent = await createDemoPayment(stripe(), input, now);
    const stored = heldIntent(intent.paymentIntentId);
    expect(stored).toMatchObject({ amount: 100, currency: "usd", metadata: { demo: "true", date: "2026-03-04", time: "10:30" } });
    expect(intent).toMatchObject({ amount: 100, clientSecret: stored.client_secret });
    expect(intent.mock).toBeUndefined();

    await expect(payDemoBooking(stripe(), input, intent.paymentIntentId, now)).rejects.toMatchObject({
      code: "unprocessable_entity",
      message: "Payment has not succeeded (status: requires_payment_method)",
    });
    fake.pay(intent.paymentIntentId);
    // Paid for 10:30: it confirms no other time, and a mock id is refused once Stripe is configured.
    await expect(payDemoBooking(stripe(), { ...input, time: "11:00" }, intent.paymentIntentId, now)).rejects.toMatchObject({ message: NOT_A_DEMO_PAYMENT });
    await expect(payDemoBooking(stripe(), input, "pi_mock_demo_1", now)).rejects.toMatchObject({ code: "bad_request" });

    // Confirmed days later, when the slot is inside its notice window: it was bookable when paid.
    const later = new Date(+now + 3 * 86_400_000);
    expect(await payDemoBooking(stripe(), input, intent.paymentIntentId, later)).toMatchObject({
      paymentIntentId: intent.paymentIntentId,
      paymentStatus: "succeeded",
      mock: false,
      feeCents: 100,
    });
  });

  it("refuses a real booking's payment and a demo-labelled payment of another amount", async () => {
    const booking = await createCardIntent(stripe(), { amount: 1000, description: "Showing", receiptEmail: "dana@example.com", metadata: { bookingId: "b-1" } });
    heldIntent(booking.paymentIntentId);
    fake.pay(booking.paymentIntentId);
    await expect(payDemoBooking(stripe(), input, booking.paymentIntentId, now)).rejects.toMatchObject({ message: NOT_A_DEMO_PAYMENT });

    const wrongAmount = await createCardIntent(stripe(), {
      amount: 1000,
      description: "Demo",
      receiptEmail: "dana@example.com",
      metadata: { demo: "true", date: input.date, time: input.time },
    });
    heldIntent(wrongAmount.paymentIntentId);
    fake.pay(wrongAmount.paymentIntentId);
    await expect(payDemoBooking(stripe(), input, wrongAmount.paymentIntentId, now)).rejects.toMatchObject({
      code: "unprocessable_entity",
      message: "Payment amount does not match the booking fee",
    });
  });
});
