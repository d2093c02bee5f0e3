import Link from "next/link";
import { LegalPage } from "@/components/marketing/legal-page";
import { pageMetadata } from "@/components/marketing/page-metadata";
import {
  APP_NAME,
  BOOKING_FEE,
  MIN_ADVANCE_NOTICE_HOURS,
  PRODUCT_SLUG,
  SHOWING_DURATION_MINUTES,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from "@/lib/constants";

export const metadata = pageMetadata({
  title: "Booking Terms",
  description: `The terms for booking a showing on ${APP_NAME}: ${SHOWING_DURATION_MINUTES}-minute showings booked at least ${MIN_ADVANCE_NOTICE_HOURS} hours ahead, a flat ${BOOKING_FEE} fee that is non-refundable and reschedulable with notice.`,
  path: `/${PRODUCT_SLUG}/terms`,
});

const summary = [
  ["Showing length", `${SHOWING_DURATION_MINUTES} minutes`],
  ["Advance notice", `At least ${MIN_ADVANCE_NOTICE_HOURS} hours`],
  ["Booking fee", `${BOOKING_FEE} flat, per showing`],
  ["Refunds", "Non-refundable"],
  ["Changes", "Reschedulable with notice"],
];

export default function BookingTermsPage() {
  return (
    <LegalPage
      eyebrow="For buyers, buyer's agents and renters"
      title="Booking Terms"
      updated="November 21, 2026"
      description={
        <p>
          These terms apply when you book a property showing through {APP_NAME}. By checking the terms box and paying the
          booking fee, you agree to them.
        </p>
      }
    >
      <h2>At a glance</h2>
      <dl className="mb-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {summary.map(([term, value]) => (
          <div key={term} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:justify-between">
            <dt className="font-medium text-slate-900">{term}</dt>
            <dd className="text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>

      <h2>1. Who can book</h2>
      <p>
        Buyers, buyer&apos;s agents and prospective renters aged 18 or over may book a showing. You do not need an
        account. You must give your real name, a working email address and a phone number; these are shared with the
        listing agent so they can confirm and run the showing.
      </p>

      <h2>2. The showing</h2>
      <ul>
        <li>Each showing lasts {SHOWING_DURATION_MINUTES} minutes from the booked start time.</li>
        <li>
          Showings must be booked at least {MIN_ADVANCE_NOTICE_HOURS} hours in advance. This gives the residents of
          occupied homes the written notice California law requires.
        </li>
        <li>Only the times the listing agent has made available are offered, and each time can be booked once.</li>
        <li>
          Please arrive on time. The agent may have another showing shortly after yours, so a late arrival does not
          extend the showing.
        </li>
        <li>
          A booking is confirmed only when your payment succeeds. You will receive a confirmation by email with a
          calendar file.
        </li>
      </ul>

      <h2>3. Booking fee</h2>
      <p>
        Each booking costs a flat {BOOKING_FEE}, charged by card through our payment processor when you confirm. The fee is
        per showing, not per person; bring whoever you need to. {APP_NAME} does not see or store your full card number.
      </p>
      <p>
        <strong>The booking fee is non-refundable</strong>, including if you cancel or do not attend, except where a
        refund is required by law. If a payment is received for a time that could no longer be held for you, it is
        refunded automatically.
      </p>

      <h2>4. Rescheduling</h2>
      <p>
        Plans change. A showing can be rescheduled with notice: contact the listing agent at least{" "}
        {MIN_ADVANCE_NOTICE_HOURS} hours before your booked time, and they will move your showing to another available
        time at no extra charge. The new time must also be at least {MIN_ADVANCE_NOTICE_HOURS} hours away so that
        residents can be notified again. Requests made with less notice are at the agent&apos;s discretion.
      </p>
      <p>
        If the listing agent needs to change or cancel your showing — for example because the property has been rented,
        sold or taken off the market — they will contact you to reschedule. If the property is no longer available,
        contact us and we will help.
      </p>

      <h2>5. Respecting occupied homes</h2>
      <p>Many homes shown through {APP_NAME} are lived in. During your showing:</p>
      <ul>
        <li>stay with the listing agent or the person they designate;</li>
        <li>do not open drawers, closets with personal belongings, or private documents;</li>
        <li>do not photograph or record residents or their belongings without permission;</li>
        <li>leave the home as you found it.</li>
      </ul>
      <p>The agent may end a showing early if these rules are not followed; the fee is not refunded in that case.</p>

      <h2>6. Messages</h2>
      <p>
        We will send you essential messages about your booking by email and SMS — your confirmation and any changes to the showing.
        These cannot be turned off while your booking is active. You can reply STOP to any text message to stop
        non-essential texts. Message and data rates may apply.
      </p>

      <h2>7. Our role</h2>
      <p>
        {APP_NAME} provides the booking and notification service only. We are not the listing agent or a party to any
        sale or lease, and we make no promise about the property. Questions about the property itself should go to the
        listing agent.
      </p>

      <h2>8. Other terms</h2>
      <p>
        These booking terms are part of our <Link href="/terms">Terms of Service</Link>, and our{" "}
        <Link href="/privacy">Privacy Policy</Link> explains how your details are used. Questions? Email{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{" "}
        <a href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, "")}`}>{SUPPORT_PHONE}</a>; we reply within 24 hours.
      </p>
    </LegalPage>
  );
}
