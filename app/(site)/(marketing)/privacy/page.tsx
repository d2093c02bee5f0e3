import Link from "next/link";
import { LegalPage } from "@/components/marketing/legal-page";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { APP_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from "@/lib/constants";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description: `How ${APP_NAME} collects, uses, shares and protects personal information of agents, visitors who book showings, and tenants who receive entry notices.`,
  path: "/privacy",
});

export default function PrivacyPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Privacy Policy"
      updated="November 21, 2026"
      description={
        <p>
          This policy explains what personal information {APP_NAME} collects, why we collect it, who we share it with and
          the choices you have.
        </p>
      }
    >
      <h2>1. Scope</h2>
      <p>
        This policy covers the {APP_NAME} website and service and applies to three groups of people: agents, property
        managers and owners who hold an account (&ldquo;Agents&rdquo;); buyers, buyer&apos;s agents and renters who book
        a showing (&ldquo;Visitors&rdquo;); and residents of listed properties who receive entry notices
        (&ldquo;Tenants&rdquo;). The service is intended only for people aged 18 and over, and we do not knowingly collect
        information from anyone younger.
      </p>

      <h2>2. Information we collect</h2>
      <h3>Information you give us</h3>
      <ul>
        <li>
          <strong>Agents:</strong> name, email address, phone number, password (stored only as a secure hash), profile
          details, and the properties, schedules and contacts you add.
        </li>
        <li>
          <strong>Visitors:</strong> whether you are a buyer, buyer&apos;s agent or prospective renter, your name, email
          address and phone number, and the date and time you book.
        </li>
        <li>
          <strong>Owners and Tenants:</strong> the name, email address, phone number and mailing address that the
          listing Agent provides so that notices can be delivered.
        </li>
        <li>
          <strong>Support requests:</strong> what you tell us when you contact us.
        </li>
      </ul>
      <h3>Payment information</h3>
      <p>
        Booking fees are paid by card through our third-party card payment processor. Your card details go directly to
        the processor; {APP_NAME} never receives or stores your full card number. We receive a payment reference, the
        amount, the status of the payment and limited card details such as the brand and last four digits.
      </p>
      <h3>Information collected automatically</h3>
      <p>
        When you use the site we record technical information such as your IP address, browser type, pages viewed and
        the time of your visit, and we count views of booking and share pages. We use a small number of essential
        cookies to keep you signed in and to protect forms against abuse. We do not use third-party advertising cookies.
      </p>

      <h2>3. How we use information</h2>
      <ul>
        <li>to schedule showings, confirm bookings and send calendar files and reminders;</li>
        <li>to send Tenants written notice of entry before a showing in their home;</li>
        <li>to take payment of booking fees and issue refunds where they apply;</li>
        <li>to keep compliance records and an audit trail of notices for each showing;</li>
        <li>to show Agents their bookings, contacts and statistics;</li>
        <li>to provide support, prevent fraud and abuse, and keep the service secure;</li>
        <li>to send optional product news, where you have not opted out;</li>
        <li>to meet legal obligations and enforce our <Link href="/terms">Terms of Service</Link>.</li>
      </ul>

      <h2>4. Email, SMS and mail</h2>
      <p>
        We contact people by email, text message (SMS) and postal mail about showings. Essential messages — booking
        confirmations and changes, and the entry notices the law requires before a showing in an occupied home — cannot
        be disabled while they are needed. Non-essential messages are optional: reply STOP to any text message to stop
        non-essential texts, use the unsubscribe link in any marketing email, or change your settings in your account.
        Message and data rates may apply.
      </p>

      <h2>5. Notices are logged for compliance</h2>
      <p>
        Every notice we send is recorded: the recipient, the channels used (email, SMS, mail), the time it was sent and
        delivered, and how many hours before the showing it arrived. These records form an append-only audit trail that
        is not edited after the fact. They exist so that Agents, owners and Tenants can show whether proper notice was
        given, and they may be shared with the parties to a showing or disclosed when required in a dispute or by law.
      </p>

      <h2>6. How we share information</h2>
      <p>We do not sell or rent personal information, and we do not share it for cross-context behavioral advertising. We share it only:</p>
      <ul>
        <li>
          <strong>with the listing Agent</strong>, who receives the details of each Visitor who books one of their
          properties;
        </li>
        <li>
          <strong>with Tenants</strong>, who receive the date, approximate time and purpose of each entry;
        </li>
        <li>
          <strong>with service providers</strong> who process information on our behalf under contract: card payment
          processing, email delivery, SMS delivery, postal mail, hosting, data storage and maps;
        </li>
        <li>
          <strong>for legal reasons</strong>, when required by law, subpoena or court order, or to protect the rights,
          property or safety of our users, the public or {APP_NAME};
        </li>
        <li>
          <strong>in a business transfer</strong>, such as a merger or acquisition, subject to this policy.
        </li>
      </ul>

      <h2>7. How long we keep information</h2>
      <p>
        We keep account information while your account is open. Booking, payment and notice records are kept for as long
        as needed to resolve disputes about entry and payment and to meet tax and legal obligations, generally for at
        least four years after the showing. When information is no longer needed we delete or anonymize it.
      </p>

      <h2>8. Security</h2>
      <p>
        We protect information with encryption in transit (HTTPS), passwords stored only as strong one-way hashes,
        access limited to the staff who need it, and records scoped so that each Agent sees only their own properties
        and contacts. No system is perfectly secure; if we learn of a breach that affects you, we will notify you as the
        law requires.
      </p>

      <h2>9. Your rights and choices</h2>
      <p>
        Depending on where you live — including under the California Consumer Privacy Act — you may have the right to
        know what personal information we hold about you, to get a copy, to correct it, to ask us to delete it and to opt
        out of sale or sharing (we do neither). We will not discriminate against you for exercising these rights. Some
        records, such as notice logs required as evidence of compliance, may need to be kept even after a deletion
        request; we will tell you when that is the case.
      </p>
      <p>
        To make a request, email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We will verify your identity
        before acting on it and respond within the time the law allows. An authorized agent may make a request on your
        behalf with your written permission.
      </p>

      <h2>10. Changes to this policy</h2>
      <p>
        We may update this policy from time to time. We will post the new version here with a new &ldquo;last
        updated&rdquo; date and, for material changes, notify account holders by email.
      </p>

      <h2>11. Contact us</h2>
      <p>
        Questions about privacy? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or call{" "}
        <a href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, "")}`}>{SUPPORT_PHONE}</a>. We reply within 24 hours.
      </p>
    </LegalPage>
  );
}
