import { Clock, FileCheck2, HeartHandshake, Scale } from "lucide-react";
import Link from "next/link";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { PrimaryCta } from "@/components/marketing/primary-cta";
import { Section } from "@/components/marketing/section";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { APP_NAME, BOOKING_FEE, MIN_ADVANCE_NOTICE_HOURS, SHOWING_DURATION_MINUTES } from "@/lib/constants";

export const metadata = pageMetadata({
  title: "About",
  description: `${APP_NAME} is a showing-booking service for listing agents, property managers and owners: free listings, self-serve booking for visitors, and tenant entry notices sent and logged for every showing.`,
  path: "/about",
});

const principles = [
  {
    icon: Clock,
    title: "Agents' time is the scarcest resource",
    text: "Scheduling a showing used to take a dozen calls and texts between the agent, the visitor and the tenant. A booking page that shows only the hours you are actually available removes all of them.",
  },
  {
    icon: HeartHandshake,
    title: "Tenants deserve respect, not surprises",
    text: `People live in the homes we show. Every booking in an occupied unit sends written notice at least ${MIN_ADVANCE_NOTICE_HOURS} hours ahead, stating the date, approximate time and purpose of entry — the way California law intends.`,
  },
  {
    icon: FileCheck2,
    title: "If it isn't recorded, it didn't happen",
    text: "Disputes about entry come down to proof. Showbook keeps a compliance record for each showing — channels used, when each notice was sent and delivered, and how many hours of notice the tenant had.",
  },
  {
    icon: Scale,
    title: "Fair, simple pricing",
    text: `Listing is free. The person who books pays a flat ${BOOKING_FEE} per showing, which keeps calendars free of no-shows and casual double-bookings without costing agents or owners anything.`,
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`About ${APP_NAME}`}
        title="Showings without the phone tag — and without the legal risk"
        description={
          <p>
            {APP_NAME} is a showing-booking service built for listing agents, property managers and owners. We turn
            every listing into a public booking page, let buyers, buyer&apos;s agents and renters book a{" "}
            {SHOWING_DURATION_MINUTES}-minute showing on their own, and take care of the tenant entry notices that
            California Civil Code § 1954 requires for occupied homes.
          </p>
        }
      >
        <PrimaryCta />
        <Link href="/how" className={buttonVariants({ variant: "outline", size: "lg" })}>
          How It Works
        </Link>
      </PageHero>

      <Section id="story" title="Why we built Showbook">
        <div className="grid gap-8 text-base leading-7 text-slate-700 md:grid-cols-2">
          <div className="space-y-4">
            <p>
              Showing an occupied rental or a home for sale in California is a three-way negotiation. The visitor wants
              a time that suits them, the agent needs to be there, and the tenant is entitled to reasonable written
              notice before anyone walks through the door. Most of that coordination still happens over scattered
              calls, texts and sticky notes.
            </p>
            <p>
              When something goes wrong — a tenant who never got the notice, a visitor who arrives on the wrong day, two
              parties booked into the same half hour — there is rarely a record that shows what actually happened.
              That exposes agents and owners to complaints and claims they cannot easily answer.
            </p>
          </div>
          <div className="space-y-4">
            <p>
              {APP_NAME} replaces that process with one link. Visitors see only the slots that are genuinely open,
              at least {MIN_ADVANCE_NOTICE_HOURS} hours ahead, inside the hours you set. Double booking is impossible:
              each slot, including the buffer around it, can be held by only one visitor.
            </p>
            <p>
              The moment a showing is confirmed, the tenant receives notice by email and text message, a letter goes
              out by mail, and a printable door notice is ready for the agent. Every message is logged, so the record
              is there the day you need it.
            </p>
          </div>
        </div>
      </Section>

      <Section id="principles" tone="slate" title="What we believe">
        <div className="grid gap-6 md:grid-cols-2">
          {principles.map((principle) => (
            <Card key={principle.title}>
              <CardHeader>
                <principle.icon className="size-7 text-blue-700" aria-hidden />
                <h3 className="mt-2 text-lg font-semibold text-slate-900">{principle.title}</h3>
              </CardHeader>
              <CardContent>
                <p className="text-sm leading-6 text-slate-700">{principle.text}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>

      <Section id="who" title="Who uses Showbook">
        <ul className="grid gap-4 text-base leading-7 text-slate-700 sm:grid-cols-2">
          <li className="rounded-lg border border-slate-200 p-5">
            <span className="font-semibold text-slate-900">Listing agents</span> who want every inquiry to turn into a
            confirmed, paid showing on their calendar.
          </li>
          <li className="rounded-lg border border-slate-200 p-5">
            <span className="font-semibold text-slate-900">Property managers</span> showing occupied units across a
            portfolio, who need consistent notices and records for every one.
          </li>
          <li className="rounded-lg border border-slate-200 p-5">
            <span className="font-semibold text-slate-900">Owners</span> selling or re-renting a home themselves, who
            want the same protections a brokerage would give them.
          </li>
          <li className="rounded-lg border border-slate-200 p-5">
            <span className="font-semibold text-slate-900">Buyers, buyer&apos;s agents and renters</span> who want to
            book a viewing in under a minute, without creating an account.
          </li>
        </ul>
        <p className="mt-8 text-sm text-slate-600">
          Questions about {APP_NAME}?{" "}
          <Link href="/contact" className="font-medium text-blue-700 hover:text-blue-800 hover:underline">
            Contact our support team
          </Link>{" "}
          — we reply within 24 hours.
        </p>
      </Section>

      <CtaBand
        title="Put your listings on Showbook"
        description="A free account, a booking link for every property, and tenant notices that send themselves."
      />
    </>
  );
}
