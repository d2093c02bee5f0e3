import { CalendarClock, FileCheck2, History, Mail, ShieldCheck, UserCheck } from "lucide-react";
import Link from "next/link";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { Section } from "@/components/marketing/section";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { APP_NAME, BOOKING_FEE, MIN_ADVANCE_NOTICE_HOURS, SHOWING_DURATION_MINUTES } from "@/lib/constants";

export const metadata = pageMetadata({
  title: "Owner Protection",
  description: `How ${APP_NAME} protects property owners: verified, paid bookings, written tenant notices sent on time, and an append-only audit trail for every showing of an occupied home.`,
  path: "/owner-protection",
});

const protections = [
  {
    icon: UserCheck,
    title: "Every visitor is identified",
    text: `Visitors give their name, email and phone and pay ${BOOKING_FEE} by card before a showing is confirmed. Anonymous walk-ins and casual no-shows disappear.`,
  },
  {
    icon: CalendarClock,
    title: "Showings follow your rules",
    text: `Only the days and hours set for the property are offered, at least ${MIN_ADVANCE_NOTICE_HOURS} hours ahead, with a buffer between visitors. Two showings can never overlap.`,
  },
  {
    icon: Mail,
    title: "Tenants are notified properly",
    text: "Residents receive written notice by email and SMS as soon as a showing is booked, a letter by mail, and a printable door notice — each with the date, approximate time and purpose of entry.",
  },
  {
    icon: FileCheck2,
    title: "A compliance record for each showing",
    text: "Which channels were used, when each notice was sent and delivered, how many hours of notice the tenant had, and whether the showing met the notice rules — with the reasons.",
  },
  {
    icon: History,
    title: "An audit trail that cannot be rewritten",
    text: "Notice and delivery events are stored append-only. Nothing is edited after the fact, so the record is credible when it matters.",
  },
  {
    icon: ShieldCheck,
    title: "Better relationships with tenants",
    text: "Residents who are told in advance, in writing, every time, cooperate more readily with showings — which means a faster sale or lease.",
  },
];

export default function OwnerProtectionPage() {
  return (
    <>
      <PageHero
        eyebrow="For owners"
        title="Protection for owners selling or re-renting an occupied home"
        description={
          <p>
            Showing a home while a tenant still lives there is where most entry disputes begin. {APP_NAME} makes sure
            every showing is scheduled, notified and documented the same careful way, so you are never left without proof
            of what happened.
          </p>
        }
      />

      <Section id="risk" title="The risk in an ordinary showing">
        <div className="grid gap-8 text-base leading-7 text-slate-700 md:grid-cols-2">
          <p>
            California Civil Code § 1954 lets an owner show a rented home to prospective buyers and tenants, but only with
            reasonable written notice — 24 hours is presumed reasonable, six days if the notice is only mailed — and only
            during normal business hours. A showing arranged by a quick phone call can easily miss one of those
            requirements.
          </p>
          <p>
            When a tenant says they were never told, the owner usually has no evidence either way. Disputes over entry can
            sour the tenancy, delay a sale and, where entry is used to pressure a tenant, lead to penalties of up to $2,000
            per violation under Civil Code § 1940.2. Clear, consistent records are the best defense.
          </p>
        </div>
      </Section>

      <Section id="protections" tone="slate" title="How Showbook protects you">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {protections.map((item) => (
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

      <Section id="record" title="What a compliance record shows">
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Example fields in a showing&apos;s compliance record</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Field</th>
                <th scope="col" className="px-4 py-3 font-semibold">What it tells you</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {[
                ["Showing", `Property, date and the ${SHOWING_DURATION_MINUTES}-minute time slot booked`],
                ["Channels", "Email, SMS and mail — each notice sent to the resident"],
                ["Sent and delivered", "The time each notice left Showbook and the time it was delivered"],
                ["Hours of notice", "How far ahead of the showing the resident was notified"],
                ["Verdict", "Whether the notice met the rules, and the reasons if it did not"],
              ].map(([field, meaning]) => (
                <tr key={field}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">{field}</th>
                  <td className="px-4 py-3">{meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-6 text-sm leading-6 text-slate-600">
          Working with an agent? Ask them to list your property on {APP_NAME} and add you as the owner. Managing the
          property yourself? You can create a free account and list it directly. See also{" "}
          <Link href="/agent-liability" className="text-blue-700 underline hover:text-blue-800">
            how Showbook protects agents
          </Link>{" "}
          and{" "}
          <Link href="/tenant-rights" className="text-blue-700 underline hover:text-blue-800">
            what tenants are told
          </Link>
          .
        </p>
        <p className="mt-4 text-xs leading-5 text-slate-500">
          General information, not legal advice. {APP_NAME} helps you follow the notice rules; owners and their agents
          remain responsible for complying with the law and their lease agreements.
        </p>
      </Section>

      <CtaBand
        title="List your property for free"
        description="Every showing scheduled, every tenant notified, every notice on record."
      />
    </>
  );
}
