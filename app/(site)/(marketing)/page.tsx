import {
  BellRing,
  Building2,
  Check,
  ClipboardCheck,
  House,
  Link2,
  ShieldCheck,
  Users,
} from "lucide-react";
import Link from "next/link";
import { PrimaryCta } from "@/components/marketing/primary-cta";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { Section } from "@/components/marketing/section";
import { CtaBand } from "@/components/marketing/cta-band";
import { HeadlineStats } from "@/components/marketing/headline-stats";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import {
  APP_NAME,
  BOOKING_FEE,
  MIN_ADVANCE_NOTICE_HOURS,
  SHOWING_DURATION_MINUTES,
} from "@/lib/constants";
import { cn } from "@/lib/utils";

export const metadata = pageMetadata({
  title: `${APP_NAME} — Showing bookings with tenant notices built in`,
  absoluteTitle: true,
  description: `List properties for free, share one booking link, and let buyers, buyer's agents and renters book ${SHOWING_DURATION_MINUTES}-minute showings. ${APP_NAME} sends California Civil Code § 1954 entry notices to tenants and keeps the records.`,
  path: "/",
});

const audiences = [
  {
    icon: Building2,
    title: "For listing agents and property managers",
    points: [
      "List every property for free and share one booking link per listing.",
      "Buyers, buyer's agents and renters pick an open slot themselves — no phone tag.",
      "Each booking lands on your calendar with the visitor's name, email and phone.",
    ],
    href: "/agent-liability",
    linkLabel: "How Showbook protects agents",
  },
  {
    icon: House,
    title: "For property owners",
    points: [
      "Only identified visitors who booked and paid can request a showing.",
      "Showings stay inside the hours you and your agent set, with buffers between them.",
      "A compliance record for every showing in an occupied unit, kept for good.",
    ],
    href: "/owner-protection",
    linkLabel: "How Showbook protects owners",
  },
  {
    icon: Users,
    title: "For tenants",
    points: [
      `Written notice at least ${MIN_ADVANCE_NOTICE_HOURS} hours before anyone enters your home.`,
      "The notice arrives by email, text message and mail, with the date, time and purpose.",
      "Plain-language guides to your rights under California Civil Code § 1954.",
    ],
    href: "/tenant-rights",
    linkLabel: "Know your rights as a tenant",
  },
];

const steps = [
  {
    icon: Building2,
    title: "List your properties",
    text: "Add the address, occupancy and the hours you are available. It takes about two minutes.",
  },
  {
    icon: Link2,
    title: "Share the booking link",
    text: "Put the link or QR code in your listing, sign rider, emails and social posts.",
  },
  {
    icon: BellRing,
    title: "Notices go out automatically",
    text: "Every booking confirms the visitor and notifies the tenant by email, SMS and mail.",
  },
  {
    icon: ClipboardCheck,
    title: "Manage and track",
    text: "See upcoming and completed showings, compliance records and conversion stats.",
  },
];

export default function HomePage() {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-blue-50 via-white to-white">
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800">
              <ShieldCheck className="size-4" aria-hidden />
              Civil Code § 1954 notices, handled
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              Showings booked. Tenants notified. Records kept.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-700">
              {APP_NAME} gives every listing a public booking page. Buyers, buyer&apos;s agents and renters book a{" "}
              {SHOWING_DURATION_MINUTES}-minute showing in under a minute, and tenants in occupied units get proper
              written notice by email, text message and mail — automatically.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <PrimaryCta />
              <Link href="/about" className={buttonVariants({ variant: "outline", size: "lg" })}>
                About {APP_NAME}
              </Link>
            </div>
            <p className="mt-4 text-sm text-slate-600">
              Free for agents, property managers and owners. Visitors pay a flat {BOOKING_FEE} per booking.
            </p>
          </div>
          <Card className="p-6">
            <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">A booking, start to finish</p>
            <ol className="mt-4 space-y-4">
              {[
                ["Visitor picks a time", `Open ${SHOWING_DURATION_MINUTES}-minute slots at least ${MIN_ADVANCE_NOTICE_HOURS} hours ahead.`],
                ["Pays by card", `A flat ${BOOKING_FEE}, confirmed instantly with a calendar file.`],
                ["Tenant is notified", "Email and SMS at once, a letter by mail, a printable door notice."],
                ["Everything is logged", "Channels, delivery times and hours of notice, per showing."],
              ].map(([title, text], index) => (
                <li key={title} className="flex gap-3">
                  <span
                    aria-hidden
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <span>
                    <span className="block font-medium text-slate-900">{title}</span>
                    <span className="block text-sm text-slate-600">{text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </section>

      <Section
        id="who"
        title="Built for everyone a showing touches"
        intro="A showing involves more people than the agent and the visitor. Showbook keeps each of them informed and protected."
      >
        <div className="grid gap-6 md:grid-cols-3">
          {audiences.map((audience) => (
            <Card key={audience.title} className="flex flex-col">
              <CardHeader>
                <audience.icon className="size-8 text-blue-700" aria-hidden />
                <h3 className="mt-2 text-lg font-semibold text-slate-900">{audience.title}</h3>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col">
                <ul className="flex-1 space-y-3 text-sm leading-6 text-slate-700">
                  {audience.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check className="mt-1 size-4 shrink-0 text-blue-700" aria-hidden />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
                <Link href={audience.href} className="mt-5 text-sm font-medium text-blue-700 hover:text-blue-800 hover:underline">
                  {audience.linkLabel}
                </Link>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>

      <Section
        id="how-it-works"
        tone="slate"
        title="How it works"
        intro="Four steps from a new listing to a fully documented showing."
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="text-sm font-semibold text-blue-700">Step {index + 1}</span>
                <step.icon className="size-5 text-blue-700" aria-hidden />
              </div>
              <h3 className="mt-2 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8">
          <Link href="/how" className={buttonVariants({ variant: "outline" })}>
            See how it works in detail
          </Link>
        </div>
      </Section>

      <Section id="numbers" title="Trusted by agents across California">
        <HeadlineStats />
        <p className="mt-6 text-sm text-slate-600">
          <Link href="/reviews" className="font-medium text-blue-700 hover:text-blue-800 hover:underline">
            Read what agents say about Showbook
          </Link>
        </p>
      </Section>

      <CtaBand
        title="Your next listing can take bookings today"
        description={`Create a free account, add a property and share its booking link. Visitors pay ${BOOKING_FEE} per booking; you pay nothing.`}
      >
        <Link
          href="/pricing"
          className={cn(buttonVariants({ variant: "outline", size: "lg" }), "border-blue-300 bg-transparent text-white hover:bg-blue-700")}
        >
          See pricing
        </Link>
      </CtaBand>
    </>
  );
}
