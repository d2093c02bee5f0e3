import Link from "next/link";
import { LegalPage } from "@/components/marketing/legal-page";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { APP_NAME, BOOKING_FEE, MIN_ADVANCE_NOTICE_HOURS, SHOWING_DURATION_MINUTES, SUPPORT_EMAIL } from "@/lib/constants";

export const metadata = pageMetadata({
  title: "Tenant FAQ: California Civil Code § 1954",
  description:
    "California Civil Code § 1954 explained for tenants: 24 hours' written notice is presumed reasonable, 6 days when mailed, entry in normal business hours, and the lawful purposes of entry.",
  path: "/tenant-faq",
});

export default function TenantFaqPage() {
  return (
    <LegalPage
      eyebrow="For tenants"
      title="California Civil Code § 1954, explained"
      updated="November 21, 2026"
      description={
        <p>
          Section 1954 of the California Civil Code sets the rules for when and how a landlord, or an agent acting for
          the landlord, may enter a rented home. This guide explains it in plain language and shows how {APP_NAME}{" "}
          follows it for every showing.
        </p>
      }
    >
      <h2>Why can a landlord enter my home at all?</h2>
      <p>
        Renting gives you the right to privacy in your home, but the law recognizes a short list of reasons a landlord may
        still need to come in. Under § 1954, a landlord may enter only:
      </p>
      <ul>
        <li>in case of emergency;</li>
        <li>
          to make necessary or agreed repairs, decorations, alterations or improvements, or to supply necessary or agreed
          services;
        </li>
        <li>
          to <strong>show the home to prospective or actual purchasers, mortgage lenders, tenants, workers or
          contractors</strong> — the reason that applies to showings;
        </li>
        <li>to carry out the pre-move-out inspection a tenant can request under Civil Code § 1950.5;</li>
        <li>when the tenant has abandoned or surrendered the home;</li>
        <li>under a court order;</li>
        <li>for a few specific purposes set by other statutes, such as water submeter work and inspections of exterior elevated elements like balconies.</li>
      </ul>

      <h2>How much notice is required?</h2>
      <p>
        The landlord must give <strong>reasonable written notice</strong> of the intent to enter. The law presumes that{" "}
        <strong>24 hours</strong> is reasonable notice, unless there is evidence to the contrary. If the notice is sent by
        mail, mailing it <strong>at least six days</strong> before the entry is presumed reasonable.
      </p>
      <p>
        In practice this means a notice handed to you, left at your door or sent in writing at least 24 hours ahead is
        generally enough, while a notice that only goes by post must be mailed almost a week in advance.
      </p>

      <h2>What must the notice include, and how can it be delivered?</h2>
      <p>
        The notice must state the <strong>date, approximate time and purpose</strong> of the entry. It may be delivered
        personally, left with someone of suitable age and discretion at the home, left on, near or under the usual entry
        door where a reasonable person would find it, or mailed.
      </p>
      <p>
        When a home is for sale, the law also allows notice of a showing to be given by phone or in person, if the tenant
        was told in writing within the previous 120 days that the property is for sale and that they may be contacted
        this way. In that case the agent must leave written evidence of the entry inside the unit. {APP_NAME} does not
        rely on this exception: every booking produces a written notice.
      </p>

      <h2>What are &ldquo;normal business hours&rdquo;?</h2>
      <p>
        Except in an emergency or when the home has been abandoned, entry must take place during{" "}
        <strong>normal business hours</strong> unless the tenant agrees, at the time of entry, to a different time. The
        statute does not define the phrase; it is commonly understood as daytime working hours on business days. Agents
        set the showing hours for each property in {APP_NAME}, and the default schedule is 9:00 AM to 5:00 PM.
      </p>

      <h2>When is no notice needed?</h2>
      <ul>
        <li>in a genuine emergency;</li>
        <li>when the tenant is present and agrees to the entry at that time;</li>
        <li>when the tenant has abandoned or surrendered the home;</li>
        <li>
          when the tenant and landlord agree orally, for repairs or services, to an entry within one week of the
          agreement.
        </li>
      </ul>

      <h2>What is not allowed?</h2>
      <p>
        A landlord may not abuse the right of access or use it to harass a tenant. Entries must be reasonable in number,
        timing and purpose. A landlord who significantly and intentionally violates § 1954 to pressure a tenant to move out
        can face a civil penalty of up to $2,000 per violation under Civil Code § 1940.2, and Civil Code § 1942.5 protects
        tenants from retaliation for asserting their rights.
      </p>

      <h2>How does {APP_NAME} apply these rules to showings?</h2>
      <ul>
        <li>
          Showings in occupied homes can only be booked at least {MIN_ADVANCE_NOTICE_HOURS} hours in advance, inside the
          hours the agent has set.
        </li>
        <li>
          As soon as a showing is booked, you receive a written notice by email and SMS stating the date, approximate
          time and purpose of entry. A letter is mailed as well, and the agent can post a printable copy at your door.
        </li>
        <li>
          Because a mailed notice only counts when mailed six days ahead, the email, SMS and door notices are what carry
          the 24-hour notice for showings booked sooner than that.
        </li>
        <li>Each showing lasts {SHOWING_DURATION_MINUTES} minutes and cannot overlap another showing of the same home.</li>
        <li>
          Visitors are identified by name, email and phone and pay a {BOOKING_FEE} booking fee, which discourages casual
          or repeated visits.
        </li>
        <li>
          Every notice is logged with when it was sent and delivered and how many hours ahead it arrived, so there is a
          record if a question ever comes up.
        </li>
      </ul>

      <h2>Where can I learn more or get help?</h2>
      <p>
        See <Link href="/tenant-rights">Tenant Rights During Showings</Link> for common questions and a sample letter you
        can send to your landlord or agent. If you have a question about a notice from {APP_NAME}, email{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <p>
        This page is general information, not legal advice. Local rent ordinances and your lease may give you more
        protection. For advice about your situation, contact a local tenant rights organization or an attorney.
      </p>
    </LegalPage>
  );
}
