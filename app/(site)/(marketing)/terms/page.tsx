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
  TENANT_REFERRAL_CENTS,
  formatUsd,
} from "@/lib/constants";

export const metadata = pageMetadata({
  title: "Terms of Service",
  description: `The terms that govern use of ${APP_NAME} by agents, property managers, owners, visitors who book showings, and tenants who receive notices.`,
  path: "/terms",
});

export default function TermsPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Terms of Service"
      updated="November 21, 2026"
      description={
        <p>
          These terms govern your use of {APP_NAME}. Please read them carefully; by using the service you agree to them.
        </p>
      }
    >
      <h2>1. Who we are and what these terms cover</h2>
      <p>
        {APP_NAME} (&ldquo;{APP_NAME},&rdquo; &ldquo;we,&rdquo; &ldquo;us&rdquo;) provides an online service that lets
        real-estate listing agents, property managers and property owners (&ldquo;Agents&rdquo;) publish booking pages
        for properties, and lets buyers, buyer&apos;s agents and prospective renters (&ldquo;Visitors&rdquo;) book
        showings of those properties. For tenant-occupied properties, the service sends entry notices to the residents
        (&ldquo;Tenants&rdquo;) and keeps records of those notices.
      </p>
      <p>
        These Terms of Service (&ldquo;Terms&rdquo;) apply to everyone who visits our website, creates an account, books
        a showing or receives a message from us. Visitors who book a showing are also bound by the{" "}
        <Link href={`/${PRODUCT_SLUG}/terms`}>booking terms</Link>. Our{" "}
        <Link href="/privacy">Privacy Policy</Link> explains how we handle personal information.
      </p>

      <h2>2. Eligibility</h2>
      <p>
        You must be at least 18 years old and able to form a binding contract to use {APP_NAME}. By using the service you
        confirm that you meet these requirements. If you use the service on behalf of a brokerage, management company or
        other organization, you confirm that you are authorized to accept these Terms on its behalf.
      </p>

      <h2>3. Agent accounts</h2>
      <ul>
        <li>You must give accurate registration information and keep it up to date.</li>
        <li>
          You are responsible for keeping your password confidential and for all activity under your account. Tell us
          immediately at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you suspect unauthorized use.
        </li>
        <li>
          You may list only properties you are authorized to market, show or manage, and you must have the right to
          share the contact information of any owner or resident you add.
        </li>
        <li>
          You are responsible for the accuracy of your listings, availability schedules, occupancy status and resident
          details. Notices can only be as accurate as the information you provide.
        </li>
        <li>Listing properties and using the agent features of {APP_NAME} is free of charge.</li>
      </ul>

      <h2>4. Booking showings</h2>
      <p>
        Visitors can book a showing without an account. Each showing lasts {SHOWING_DURATION_MINUTES} minutes and must
        be booked at least {MIN_ADVANCE_NOTICE_HOURS} hours in advance, within the hours the Agent has made available.
        A booking is confirmed only once payment of the booking fee succeeds. Visitors must provide accurate name, email
        and phone details, which are shared with the listing Agent.
      </p>
      <p>
        {APP_NAME} is a scheduling and notification service. We are not a real-estate broker, do not represent any party
        in a transaction, and make no promise about the condition, availability, price or suitability of any property.
        Agents may cancel or change a showing when a property becomes unavailable.
      </p>

      <h2>5. Fees and payment</h2>
      <p>
        Visitors pay a flat booking fee of {BOOKING_FEE} per showing. The fee is non-refundable, except where a refund is
        required by law, but a showing can be rescheduled with notice as described in the booking terms. Prices are shown
        before you pay and include everything we charge for the booking.
      </p>
      <p>
        Payments are made by card and processed by our third-party card payment processor. {APP_NAME} does not receive
        or store full card numbers. Your use of the payment form is also subject to the processor&apos;s terms. If a
        payment is received for a time slot that could not be held for you, the charge is refunded automatically.
      </p>
      <p>
        Tenants who take part in the referral program earn {formatUsd(TENANT_REFERRAL_CENTS)} for each showing booked
        through an Agent they referred, under the program rules published on our{" "}
        <Link href="/tenant-rights#referral">tenant rights page</Link>. We may change or end the referral program with
        notice; referral credit already earned is honored.
      </p>

      <h2>6. Messages and consent to email and SMS</h2>
      <p>
        By booking a showing, creating an account, or being added as an owner or resident of a listed property, you agree
        that {APP_NAME} may contact you by email, text message (SMS) and postal mail about showings and the service.
        Message frequency varies with the number of showings. Message and data rates may apply.
      </p>
      <ul>
        <li>
          <strong>Essential messages</strong> — booking confirmations, changes and cancellations, and legally required
          entry notices to residents — are part of the service and cannot be turned off while you have an active booking
          or live in a listed property.
        </li>
        <li>
          <strong>Non-essential messages</strong> — such as product news and marketing — are optional. Reply STOP to any
          text message to stop non-essential texts, use the unsubscribe link in any marketing email, or change your
          settings in your account.
        </li>
      </ul>

      <h2>7. Tenant notices and Agent responsibility</h2>
      <p>
        For properties marked as tenant-occupied, {APP_NAME} sends a written notice of entry to the residents on the
        Agent&apos;s behalf, stating the date, approximate time and purpose of the entry, by email and SMS when the
        showing is booked and by mail. Every notice is logged with its channels and sent and delivered times so that a
        compliance record exists for each showing.
      </p>
      <p>
        These tools are designed to help Agents meet California Civil Code § 1954, but the Agent and the property owner
        remain responsible for complying with all laws that apply to entering a property, including giving notice where
        our records show a message was not delivered, entering only during normal business hours, and honoring any
        lease terms. {APP_NAME} does not provide legal advice.
      </p>

      <h2>8. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>list a property you are not authorized to show, or publish false or misleading information;</li>
        <li>book showings under a false identity or for any purpose other than viewing the property;</li>
        <li>use the service to harass, discriminate against or intimidate any person, including Tenants;</li>
        <li>use showings or notices to abuse a landlord&apos;s right of entry;</li>
        <li>interfere with, probe or overload the service, or access it by automated means without permission;</li>
        <li>copy, resell or build a competing service from our content or software.</li>
      </ul>
      <p>We may suspend or close accounts and cancel bookings that break these rules.</p>

      <h2>9. Content and intellectual property</h2>
      <p>
        You keep ownership of the listing content you upload and grant {APP_NAME} a non-exclusive, worldwide, royalty-free
        license to host, display and distribute it as needed to run the service, including on public booking and share
        pages. The {APP_NAME} name, software and website content belong to us and are protected by law.
      </p>

      <h2>10. Records</h2>
      <p>
        Notices, delivery events and compliance records are kept as an append-only audit trail and are not edited after
        the fact. We may retain them after an account is closed for as long as needed to resolve disputes and meet legal
        obligations, as described in our <Link href="/privacy">Privacy Policy</Link>.
      </p>

      <h2>11. Disclaimers</h2>
      <p>
        The service is provided &ldquo;as is&rdquo; and &ldquo;as available.&rdquo; We work to keep it reliable, but
        email, SMS and postal delivery depend on third-party carriers and we cannot guarantee that every message is
        delivered or delivered on time. To the fullest extent allowed by law, we disclaim all implied warranties,
        including merchantability, fitness for a particular purpose and non-infringement.
      </p>

      <h2>12. Limitation of liability</h2>
      <p>
        To the fullest extent allowed by law, {APP_NAME} is not liable for indirect, incidental, special, consequential
        or punitive damages, or for lost profits or lost transactions. Our total liability for any claim relating to the
        service is limited to the greater of the fees you paid us in the 12 months before the claim and one hundred
        U.S. dollars. Some jurisdictions do not allow these limits, so they may not apply to you.
      </p>

      <h2>13. Indemnification</h2>
      <p>
        You agree to defend and indemnify {APP_NAME} against claims arising from your listings, your entry into any
        property, your breach of these Terms, or your violation of any law or the rights of a third party.
      </p>

      <h2>14. Termination</h2>
      <p>
        You may stop using the service and close your account at any time. We may suspend or end access if you breach
        these Terms or if required by law. Sections that by their nature should survive termination — including fees
        owed, records, disclaimers, limitation of liability and indemnification — survive.
      </p>

      <h2>15. Governing law and disputes</h2>
      <p>
        These Terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.
        Before filing a claim, please contact us so we can try to resolve the issue informally. Any dispute that cannot
        be resolved informally will be heard in the state or federal courts located in San Francisco County, California,
        except that either party may bring an individual claim in small claims court.
      </p>

      <h2>16. Changes to these Terms</h2>
      <p>
        We may update these Terms from time to time. We will post the new version on this page with a new &ldquo;last
        updated&rdquo; date and, for material changes, notify account holders by email. Continuing to use the service
        after a change takes effect means you accept the updated Terms.
      </p>

      <h2>17. Contact</h2>
      <p>
        Questions about these Terms? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{" "}
        <a href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, "")}`}>{SUPPORT_PHONE}</a>. We reply within 24 hours.
      </p>
    </LegalPage>
  );
}
