import { Clock, Mail, Phone, Siren } from "lucide-react";
import Link from "next/link";
import { PageHero } from "@/components/marketing/page-hero";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { Section } from "@/components/marketing/section";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { APP_NAME, PRODUCT_SLUG, SUPPORT_EMAIL, SUPPORT_PHONE } from "@/lib/constants";

export const metadata = pageMetadata({
  title: "Contact",
  description: `Contact ${APP_NAME} support by phone or email. Mon–Fri 9:00 AM–6:00 PM PST, Saturday 10:00 AM–4:00 PM, emergency line 24/7. We reply within 24 hours.`,
  path: "/contact",
});

const telHref = `tel:${SUPPORT_PHONE.replace(/[^+\d]/g, "")}`;
const mailHref = (subject?: string) =>
  subject ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}` : `mailto:${SUPPORT_EMAIL}`;

const hours = [
  { day: "Monday – Friday", time: "9:00 AM – 6:00 PM PST" },
  { day: "Saturday", time: "10:00 AM – 4:00 PM PST" },
  { day: "Sunday", time: "Closed" },
  { day: "Emergencies", time: "24/7" },
];

const topics = [
  {
    subject: "Question about a showing I booked",
    text: "Rescheduling, directions, or a problem with your confirmation. Include the property address and the email you booked with.",
  },
  {
    subject: "Tenant notice question",
    text: "If you are a resident and have a question about a notice you received, include the property address and the date on the notice.",
  },
  {
    subject: "Agent account help",
    text: "Listing properties, booking links, schedules, notices or compliance records.",
  },
  {
    subject: "Billing question",
    text: "Questions about a booking fee charge. Include the last four digits of the card and the date of the charge — never the full card number.",
  },
];

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="We're here to help"
        description={
          <p>
            Agents, visitors and tenants can reach the {APP_NAME} support team by phone or email. We reply to every
            message within 24 hours.
          </p>
        }
      />

      <Section id="reach-us" title="Reach us">
        <div className="grid gap-6 md:grid-cols-3">
          <Card>
            <CardHeader>
              <Phone className="size-7 text-blue-700" aria-hidden />
              <h3 className="mt-2 text-lg font-semibold text-slate-900">Phone</h3>
            </CardHeader>
            <CardContent>
              <a
                href={telHref}
                className="text-lg font-medium text-blue-700 underline-offset-4 hover:text-blue-800 hover:underline"
                aria-label={`Call support at ${SUPPORT_PHONE}`}
              >
                {SUPPORT_PHONE}
              </a>
              <p className="mt-2 text-sm leading-6 text-slate-600">During support hours, and 24/7 for emergencies.</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <Mail className="size-7 text-blue-700" aria-hidden />
              <h3 className="mt-2 text-lg font-semibold text-slate-900">Email</h3>
            </CardHeader>
            <CardContent>
              <a
                href={mailHref()}
                className="break-all text-lg font-medium text-blue-700 underline-offset-4 hover:text-blue-800 hover:underline"
                aria-label={`Email support at ${SUPPORT_EMAIL}`}
              >
                {SUPPORT_EMAIL}
              </a>
              <p className="mt-2 text-sm leading-6 text-slate-600">We reply within 24 hours, usually much sooner.</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <Clock className="size-7 text-blue-700" aria-hidden />
              <h3 className="mt-2 text-lg font-semibold text-slate-900">Support hours</h3>
            </CardHeader>
            <CardContent>
              <dl className="space-y-2 text-sm">
                {hours.map((row) => (
                  <div key={row.day} className="flex justify-between gap-4">
                    <dt className="text-slate-600">{row.day}</dt>
                    <dd className="text-right font-medium text-slate-900">{row.time}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </div>

        <div className="mt-8 flex gap-4 rounded-lg border border-amber-300 bg-amber-50 p-5">
          <Siren className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden />
          <div>
            <h3 className="font-semibold text-slate-900">Emergencies, 24/7</h3>
            <p className="mt-1 text-sm leading-6 text-slate-700">
              For an urgent problem with a showing happening today — a locked-out visitor, a safety concern, or a tenant
              who was not expecting entry — call{" "}
              <a href={telHref} className="font-medium text-blue-700 underline hover:text-blue-800">
                {SUPPORT_PHONE}
              </a>{" "}
              at any time. If anyone is in danger, call 911 first.
            </p>
          </div>
        </div>
      </Section>

      <Section
        id="topics"
        tone="slate"
        title="Tell us what it's about"
        intro={<p>Choosing a topic opens an email to support with the subject filled in, so your message reaches the right person.</p>}
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {topics.map((topic) => (
            <li key={topic.subject} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <a
                href={mailHref(topic.subject)}
                className="font-semibold text-blue-700 underline-offset-4 hover:text-blue-800 hover:underline"
              >
                {topic.subject}
              </a>
              <p className="mt-2 text-sm leading-6 text-slate-700">{topic.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm leading-6 text-slate-600">
          Looking for answers right away? See{" "}
          <Link href="/how" className="text-blue-700 underline hover:text-blue-800">
            How It Works
          </Link>
          ,{" "}
          <Link href="/pricing" className="text-blue-700 underline hover:text-blue-800">
            Pricing
          </Link>
          , the{" "}
          <Link href={`/${PRODUCT_SLUG}/terms`} className="text-blue-700 underline hover:text-blue-800">
            booking terms
          </Link>{" "}
          or the{" "}
          <Link href="/tenant-faq" className="text-blue-700 underline hover:text-blue-800">
            tenant FAQ
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
