import { BellRing, Building2, ClipboardCheck, Link2 } from "lucide-react";
import Link from "next/link";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { PricingBlock, PricingFootnote } from "@/components/marketing/pricing-block";
import { PrimaryCta } from "@/components/marketing/primary-cta";
import { Section } from "@/components/marketing/section";
import { buttonVariants } from "@/components/ui/button";
import { APP_NAME, BOOKING_FEE, MIN_ADVANCE_NOTICE_HOURS, SHOWING_DURATION_MINUTES } from "@/lib/constants";

export const metadata = pageMetadata({
  title: "How It Works",
  description: `List properties, share booking links, let ${APP_NAME} notify tenants automatically, and manage every showing from one dashboard. Free for agents; visitors pay ${BOOKING_FEE} per booking.`,
  path: "/how",
});

const steps = [
  {
    icon: Building2,
    title: "List your properties",
    lead: "Add each property once, with the details that decide when it can be shown.",
    details: [
      "Address, property type, and whether the unit is vacant or tenant-occupied.",
      "Your showing schedule — choose Business Hours, Extended Hours or Weekend Only, or set each day yourself.",
      "A buffer of 0, 15, 30 or 60 minutes between showings, so you are never rushed between visitors.",
      `Advance notice of at least ${MIN_ADVANCE_NOTICE_HOURS} hours; occupied units can never be booked sooner.`,
      "The owner and the residents, so notices go to the right people.",
    ],
  },
  {
    icon: Link2,
    title: "Share booking links",
    lead: "Every property gets its own public booking page. Put it wherever buyers and renters find you.",
    details: [
      "Copy the link into your MLS remarks, rental listings, emails and text replies.",
      "Print the QR code on a sign rider or flyer so visitors can book from the curb.",
      "Use the share page to post to Facebook, X (Twitter) and LinkedIn or send by email.",
      `Visitors choose Buyer's Agent, Buyer or Prospective Renter, pick a date and a ${SHOWING_DURATION_MINUTES}-minute slot, and pay ${BOOKING_FEE} by card — no account needed.`,
    ],
  },
  {
    icon: BellRing,
    title: "Automatic notifications",
    lead: "The moment a showing is confirmed, everyone who needs to know is told.",
    details: [
      "The visitor gets a confirmation with the address, time and a calendar file.",
      "You get the booking with the visitor's name, email and phone number.",
      "In a tenant-occupied unit, the resident receives a written entry notice by email and SMS at once, and a letter by mail.",
      "Each notice states the date, approximate time and purpose of entry, as California Civil Code § 1954 requires, and a printable version is ready for you to post at the door.",
    ],
  },
  {
    icon: ClipboardCheck,
    title: "Manage and track",
    lead: "One dashboard for every property, visitor and showing.",
    details: [
      "Calendar, upcoming showings for the next two weeks, and completed showings.",
      "A compliance record per showing: channels used, sent and delivered times, and hours of notice.",
      "Views, bookings and conversion rate per property, and time saved on scheduling.",
      "Contacts for owners, residents, buyer's agents, buyers, renters and prospects in one place.",
    ],
  },
];

export default function HowItWorksPage() {
  return (
    <>
      <PageHero
        eyebrow="How It Works"
        title="From new listing to documented showing in four steps"
        description={
          <p>
            {APP_NAME} handles scheduling, payment and tenant notice for every showing, so you can spend your time with
            clients instead of on the phone.
          </p>
        }
      >
        <PrimaryCta />
        <Link href="/pricing" className={buttonVariants({ variant: "outline", size: "lg" })}>
          View pricing
        </Link>
      </PageHero>

      <Section id="steps" title="The four steps">
        <ol className="space-y-6">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[auto_1fr]"
            >
              <div className="flex items-center gap-3 md:flex-col md:items-start">
                <span className="flex size-12 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white">
                  <span className="sr-only">Step </span>
                  {index + 1}
                </span>
                <step.icon className="size-6 text-blue-700" aria-hidden />
              </div>
              <div>
                <h3 className="text-xl font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-base leading-7 text-slate-700">{step.lead}</p>
                <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700">
                  {step.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="pricing"
        tone="slate"
        title="Pricing"
        intro={<p>Agents, property managers and owners never pay. The person who books pays one flat fee per showing.</p>}
      >
        <PricingBlock />
        <PricingFootnote />
      </Section>

      <CtaBand
        title="Ready to share your first booking link?"
        description="Create your free account and add a property. Your booking page is live as soon as you save it."
      />
    </>
  );
}
