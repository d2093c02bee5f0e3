import Link from "next/link";
import { PageHero } from "@/components/marketing/page-hero";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { PricingBlock, PricingFootnote } from "@/components/marketing/pricing-block";
import { PrimaryCta } from "@/components/marketing/primary-cta";
import { Section } from "@/components/marketing/section";
import { buttonVariants } from "@/components/ui/button";
import {
  APP_NAME,
  BOOKING_FEE,
  DEMO_FEE_CENTS,
  MIN_ADVANCE_NOTICE_HOURS,
  PRODUCT_SLUG,
  SHOWING_DURATION_MINUTES,
  TENANT_REFERRAL_CENTS,
  formatUsd,
} from "@/lib/constants";

const DEMO_FEE = formatUsd(DEMO_FEE_CENTS);
const REFERRAL = formatUsd(TENANT_REFERRAL_CENTS);

export const metadata = pageMetadata({
  title: "Pricing",
  description: `${APP_NAME} is free for agents, property managers and owners. Buyers, buyer's agents and renters pay a flat ${BOOKING_FEE} per booking. Tenants earn ${REFERRAL} per referred showing.`,
  path: "/pricing",
});

const questions = [
  {
    question: "Do agents or owners ever pay?",
    answer: `No. Creating an account, listing properties, sharing booking links and QR codes, sending tenant notices and keeping compliance records are all free. There is no subscription and no card on file.`,
  },
  {
    question: "What does the booking fee cover?",
    answer: `The ${BOOKING_FEE} fee confirms one ${SHOWING_DURATION_MINUTES}-minute showing. It pays for the tenant notices (email, SMS and mail), the confirmation and calendar file, and the record kept for the showing. A small, flat fee also keeps calendars free of no-shows.`,
  },
  {
    question: "Is the booking fee refundable?",
    answer: `The fee is non-refundable. If your plans change, you can reschedule with notice instead: contact the listing agent at least ${MIN_ADVANCE_NOTICE_HOURS} hours before your showing and they will move it to another open slot without a new fee.`,
  },
  {
    question: "How far ahead do visitors have to book?",
    answer: `At least ${MIN_ADVANCE_NOTICE_HOURS} hours ahead, so the tenant can be given proper notice. Slots inside that window are not offered.`,
  },
  {
    question: "How is payment handled?",
    answer: `By card, through our payment processor at checkout. ${APP_NAME} never sees or stores your full card number.`,
  },
  {
    question: "What is the demo booking?",
    answer: `The demo booking page lets you try the full booking flow on a sample property. A demo booking costs ${DEMO_FEE}, so you can see exactly what your visitors and tenants receive.`,
  },
];

export default function PricingPage() {
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Free for agents. One flat fee per booking."
        description={
          <p>
            List every property you manage at no cost. The buyer, buyer&apos;s agent or renter who books pays{" "}
            {BOOKING_FEE} per showing — flat, non-refundable, and reschedulable with notice.
          </p>
        }
      >
        <PrimaryCta signedOutLabel="Create a free account" />
        <Link href="/demo-booking" className={buttonVariants({ variant: "outline", size: "lg" })}>
          Try a demo booking for {DEMO_FEE}
        </Link>
      </PageHero>

      <Section id="plans" title="What each person pays">
        <PricingBlock />
        <PricingFootnote />
      </Section>

      <Section
        id="referral"
        tone="slate"
        title="Tenant referral program"
        intro={
          <p>
            Tenants see Showbook from the other side of the door. If you are a tenant and you refer an agent or property
            manager to {APP_NAME}, you earn {REFERRAL} for every showing booked through the agent you referred.
          </p>
        }
      >
        <Link href="/tenant-rights#referral" className={buttonVariants({ variant: "outline" })}>
          How tenant referrals work
        </Link>
      </Section>

      <Section id="faq" title="Pricing questions">
        <dl className="grid gap-6 md:grid-cols-2">
          {questions.map((item) => (
            <div key={item.question} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="font-semibold text-slate-900">{item.question}</dt>
              <dd className="mt-2 text-sm leading-6 text-slate-700">{item.answer}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-sm text-slate-600">
          The full conditions for visitors are in the{" "}
          <Link href={`/${PRODUCT_SLUG}/terms`} className="text-blue-700 underline hover:text-blue-800">
            booking terms
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
