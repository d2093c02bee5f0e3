import { BadgeCheck, BellRing, CalendarX2, ClipboardList, Printer, Scale } from "lucide-react";
import Link from "next/link";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { Section } from "@/components/marketing/section";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { APP_NAME, MIN_ADVANCE_NOTICE_HOURS } from "@/lib/constants";

export const metadata = pageMetadata({
  title: "Agent Liability Protection",
  description: `How ${APP_NAME} reduces liability for listing agents and property managers showing occupied homes: automatic Civil Code § 1954 notices, business-hours scheduling and a per-showing compliance record.`,
  path: "/agent-liability",
});

const safeguards = [
  {
    icon: CalendarX2,
    title: "No booking inside the notice window",
    text: `Slots less than ${MIN_ADVANCE_NOTICE_HOURS} hours away are never offered for an occupied unit and are refused by the server, even if someone tries to book them directly.`,
  },
  {
    icon: BellRing,
    title: "Notices you don't have to remember",
    text: "Email and SMS notices go to residents the moment a showing is confirmed, followed by a mailed letter. No booking slips through because you were busy.",
  },
  {
    icon: Printer,
    title: "A printable door notice",
    text: "For each showing you can print a notice with the date, approximate time and purpose of entry to post at the resident's door.",
  },
  {
    icon: ClipboardList,
    title: "Proof for every showing",
    text: "Each booking carries a compliance record: notice channels, sent and delivered times, hours of notice, and a verdict with reasons.",
  },
  {
    icon: BadgeCheck,
    title: "Known visitors only",
    text: "Every visitor books under their own name, email and phone and pays by card, so you know who is coming before you unlock the door.",
  },
  {
    icon: Scale,
    title: "Consistent, fair process",
    text: "Every visitor goes through the same booking page and the same rules, which supports fair-housing practice and keeps your process easy to explain.",
  },
];

const checklist = [
  "Mark each property's occupancy correctly and keep resident contact details current.",
  "Set showing hours within normal business hours for occupied units.",
  "Review the compliance record before each showing; if a notice shows as undelivered, notify the resident another way.",
  "Post the printable notice at the door when you can, and accompany every visitor.",
  "Honor reasonable requests from residents to move a showing, and keep the conversation in writing.",
];

export default function AgentLiabilityPage() {
  return (
    <>
      <PageHero
        eyebrow="For agents"
        title="Show occupied homes with confidence"
        description={
          <p>
            As the listing agent or property manager, you are usually the person who gives the tenant notice and opens the
            door. {APP_NAME} builds California Civil Code § 1954 into every booking and keeps the evidence, so a missed
            notice never becomes your problem.
          </p>
        }
      />

      <Section id="exposure" title="Where agents are exposed">
        <ul className="grid gap-4 text-base leading-7 text-slate-700 md:grid-cols-3">
          <li className="rounded-lg border border-slate-200 p-5">
            <span className="block font-semibold text-slate-900">Short-notice showings</span>
            A buyer wants to see the home this afternoon. Entering without reasonable written notice breaks § 1954 and
            invites a complaint.
          </li>
          <li className="rounded-lg border border-slate-200 p-5">
            <span className="block font-semibold text-slate-900">&ldquo;I was never told&rdquo;</span>
            Without proof of when and how the tenant was notified, it is your word against theirs — in front of your
            client, your broker or a court.
          </li>
          <li className="rounded-lg border border-slate-200 p-5">
            <span className="block font-semibold text-slate-900">Unknown visitors</span>
            Letting unidentified people into an occupied home puts the resident&apos;s belongings and safety — and your
            reputation — at risk.
          </li>
        </ul>
      </Section>

      <Section id="safeguards" tone="slate" title="Safeguards built into every booking">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {safeguards.map((item) => (
            <Card key={item.title}>
              <CardHeader>
                <item.icon className="size-7 text-blue-700" aria-hidden />
                <h3 className="mt-2 text-lg font-semibold text-slate-900">{item.title}</h3>
              </CardHeader>
              <CardContent>
                <p className="text-sm leading-6 text-slate-700">{item.text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>

      <Section
        id="checklist"
        title="Your part: a short checklist"
        intro={
          <p>
            {APP_NAME} handles the mechanics, but compliance is shared. These habits keep your record spotless.
          </p>
        }
      >
        <ol className="max-w-3xl list-decimal space-y-3 pl-5 text-base leading-7 text-slate-700">
          {checklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
        <p className="mt-8 text-sm leading-6 text-slate-600">
          Read more about{" "}
          <Link href="/owner-protection" className="text-blue-700 underline hover:text-blue-800">
            how Showbook protects owners
          </Link>{" "}
          and{" "}
          <Link href="/tenant-faq" className="text-blue-700 underline hover:text-blue-800">
            Civil Code § 1954, explained
          </Link>
          .
        </p>
        <p className="mt-4 text-xs leading-5 text-slate-500">
          General information, not legal advice. {APP_NAME} is not a law firm or brokerage; agents and owners remain
          responsible for complying with the law, their brokerage&apos;s policies and lease agreements.
        </p>
      </Section>

      <CtaBand
        title="Make every showing defensible"
        description="Free for agents and property managers. Set up your first property in minutes."
      />
    </>
  );
}
