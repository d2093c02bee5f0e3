import { Gift, Info } from "lucide-react";
import Link from "next/link";
import { CopyLetter } from "@/components/marketing/copy-letter";
import { FaqAccordion, type FaqItem } from "@/components/marketing/faq-accordion";
import { PageHero } from "@/components/marketing/page-hero";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { Section } from "@/components/marketing/section";
import { buttonVariants } from "@/components/ui/button";
import {
  APP_NAME,
  MIN_ADVANCE_NOTICE_HOURS,
  SUPPORT_EMAIL,
  TENANT_REFERRAL_CENTS,
  formatUsd,
} from "@/lib/constants";

const REFERRAL = formatUsd(TENANT_REFERRAL_CENTS);

export const metadata = pageMetadata({
  title: "Tenant Rights During Showings",
  description: `Your rights as a California tenant when your home is shown: at least ${MIN_ADVANCE_NOTICE_HOURS} hours' written notice, entry in normal business hours, and protection from harassment under Civil Code § 1954. Includes a sample letter and the ${REFERRAL} referral program.`,
  path: "/tenant-rights",
});

const questions: FaqItem[] = [
  {
    question: "How much notice must I get before a showing?",
    answer: (
      <>
        <p>
          California Civil Code § 1954 requires reasonable written notice before a landlord or agent enters your home to
          show it. Twenty-four hours&apos; notice is presumed reasonable. If the notice is sent by mail, it is presumed
          reasonable only when it is mailed at least six days before the entry.
        </p>
        <p className="mt-3">
          {APP_NAME} never offers a showing slot less than {MIN_ADVANCE_NOTICE_HOURS} hours away in an occupied home, and
          sends your notice the moment the showing is booked.
        </p>
      </>
    ),
  },
  {
    question: "What must the notice say?",
    answer: (
      <p>
        The notice must state the date, the approximate time and the purpose of the entry — for example, &ldquo;to show
        the unit to a prospective buyer.&rdquo; Every {APP_NAME} notice includes all three, together with the property
        address and how to reach the listing agent.
      </p>
    ),
  },
  {
    question: "How will I receive the notice?",
    answer: (
      <p>
        The law allows notice to be handed to you, left with a person of suitable age at the home, left on, near or under
        your usual entry door, or mailed. {APP_NAME} sends a written notice by email and text message as soon as a
        showing is booked, mails a letter, and gives the agent a printable notice to post at your door — so you hear
        about every showing quickly, and there is a record of when you were told.
      </p>
    ),
  },
  {
    question: "At what times can showings take place?",
    answer: (
      <p>
        Entry must be during normal business hours, unless you agree to a different time at the time of entry. Agents
        set their showing hours in {APP_NAME}, and the most common schedule is weekdays between 9:00 AM and 5:00 PM.
        Emergencies are the exception: a landlord may enter without notice in a genuine emergency.
      </p>
    ),
  },
  {
    question: "Do I have to be home during a showing?",
    answer: (
      <p>
        No. You do not have to be present, and you are welcome to be. Either way, the listing agent or someone acting for
        the landlord should accompany visitors and leave your home secured. Before showings begin, it is wise to put away
        valuables, medication and personal documents, and to tell the agent about pets or anything visitors should know.
      </p>
    ),
  },
  {
    question: "Can I refuse a showing or ask for a different time?",
    answer: (
      <p>
        Showing the home to prospective buyers or tenants is one of the lawful reasons for entry, so when proper notice
        is given you generally cannot refuse it outright. You can always ask the agent for a different time, and most
        agents are glad to adjust their schedule. Your lease may also contain terms about showings; check it, and keep
        your requests in writing.
      </p>
    ),
  },
  {
    question: "What if someone enters without proper notice?",
    answer: (
      <p>
        Write down the date, time and who entered, and send the landlord or agent a written request to follow the notice
        rules — the sample letter below is a good start. If the showing was booked through {APP_NAME}, email{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="text-blue-700 underline hover:text-blue-800">
          {SUPPORT_EMAIL}
        </a>{" "}
        and we will check the notice record for that showing. For repeated or serious problems, contact a local tenant
        rights organization or an attorney. Civil Code § 1940.2 allows a penalty of up to $2,000 per violation when a
        landlord significantly and intentionally violates § 1954 to pressure a tenant to move out.
      </p>
    ),
  },
  {
    question: "Can showings be used to harass me?",
    answer: (
      <p>
        No. Section 1954 forbids a landlord from abusing the right of access or using it to harass a tenant, and Civil
        Code § 1942.5 protects you from retaliation for asserting your rights. Showings should be reasonable in number and
        timing. If you feel the number or timing of showings has become unreasonable, raise it in writing with the
        landlord or agent and keep copies of every notice you receive.
      </p>
    ),
  },
];

const sampleLetter = `[Date]

[Landlord or Agent Name]
[Company, if any]
[Mailing Address]

Re: Notice of entry for showings at [Property Address, Unit]

Dear [Landlord or Agent Name],

I am the tenant at [Property Address, Unit]. I understand that the property is being shown to prospective buyers or renters, and I want to cooperate with reasonable showings.

Under California Civil Code § 1954, entry to show the unit requires reasonable written notice stating the date, approximate time and purpose of the entry. Twenty-four hours' notice is presumed reasonable, or six days if the notice is mailed. Entry must take place during normal business hours unless I agree otherwise at the time of entry.

Going forward, I ask that:

1. Every showing is preceded by written notice of at least 24 hours, stating the date, approximate time and purpose of the entry.
2. Showings take place only during normal business hours, preferably between [start time] and [end time].
3. Notices are sent to me at [email address] and [phone number], in addition to any notice left at the door.
4. A representative of the owner is present at every showing, and the unit is locked and secured afterwards.

I would be happy to agree on a regular showing schedule that works for both of us. You can reach me at [phone number] or [email address].

Thank you for your cooperation.

Sincerely,

[Your Name]
[Property Address, Unit]`;

export default function TenantRightsPage() {
  return (
    <>
      <PageHero
        eyebrow="For tenants"
        title="Your rights when your home is shown"
        description={
          <p>
            If you rent your home in California and it is being shown to buyers or new renters, the law protects your
            privacy. Here is what you are entitled to, how {APP_NAME} notifies you, and what to do if something goes
            wrong.
          </p>
        }
      >
        <Link href="#letter" className={buttonVariants({ size: "lg" })}>
          Get the sample letter
        </Link>
        <Link href="/tenant-faq" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Civil Code § 1954 explained
        </Link>
      </PageHero>

      <Section
        id="faq"
        title="Frequently asked questions"
        intro={<p>Select a question to read the answer.</p>}
      >
        <div className="max-w-3xl">
          <FaqAccordion items={questions} />
        </div>
      </Section>

      <Section
        id="letter"
        tone="slate"
        title="Sample letter to your landlord or agent"
        intro={
          <p>
            Use this letter to ask for proper notice before showings. Copy it, replace the words in square brackets, and
            send it by email or mail. Keep a copy for your records.
          </p>
        }
      >
        <div className="max-w-3xl">
          <CopyLetter letter={sampleLetter} title="Request for proper notice of entry" />
        </div>
      </Section>

      <Section id="referral" title="Earn with the tenant referral program">
        <div className="flex max-w-3xl flex-col gap-6 rounded-lg border border-blue-200 bg-blue-50 p-6 sm:flex-row">
          <Gift className="size-10 shrink-0 text-blue-700" aria-hidden />
          <div className="space-y-3 text-base leading-7 text-slate-700">
            <p>
              Know a listing agent or property manager who still schedules showings by phone? Refer them to {APP_NAME}.
              When the agent you referred uses {APP_NAME}, you earn{" "}
              <strong className="text-slate-900">{REFERRAL} for every showing booked through them</strong>.
            </p>
            <ol className="list-decimal space-y-1 pl-5">
              <li>
                Email{" "}
                <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Tenant referral")}`} className="text-blue-700 underline hover:text-blue-800">
                  {SUPPORT_EMAIL}
                </a>{" "}
                with your name and the agent&apos;s name and email address.
              </li>
              <li>We confirm the referral by email once the agent creates their free account.</li>
              <li>You earn {REFERRAL} for each showing visitors book on that agent&apos;s listings.</li>
            </ol>
          </div>
        </div>
      </Section>

      <Section id="disclaimer" tone="slate">
        <div className="flex max-w-3xl gap-3 text-sm leading-6 text-slate-600">
          <Info className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
          <p>
            This page is general information about California law, not legal advice. Local ordinances and your lease may
            give you additional rights. For advice about your situation, contact a tenant rights organization or an
            attorney.
          </p>
        </div>
      </Section>
    </>
  );
}
