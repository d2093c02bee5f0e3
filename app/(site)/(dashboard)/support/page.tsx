import { Mail, Phone } from "lucide-react";
import type { Metadata } from "next";
import { DashboardSection } from "@/components/dashboard/section";
import { SupportForms } from "@/components/support/support-forms";
import { requireUser } from "@/lib/auth/current-user";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "@/lib/constants";
import { telHref } from "@/lib/phone/phone";
import { SUPPORT_HOURS } from "@/lib/dashboard/support-requests";

export const metadata: Metadata = { title: "Support" };

export default async function SupportPage() {
  const user = await requireUser();
  return (
    <DashboardSection title="Support" description="Call us, or send a bug report or feature request. We reply within 24 hours.">
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="contact-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="contact-title" className="mb-3 text-lg font-semibold text-slate-900">
            Contact
          </h2>
          <p className="flex items-center gap-2 text-sm">
            <Phone className="size-4" aria-hidden />
            <a href={telHref(SUPPORT_PHONE)} className="text-blue-800 underline">
              {SUPPORT_PHONE}
            </a>
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm">
            <Mail className="size-4" aria-hidden />
            <a href={`mailto:${SUPPORT_EMAIL}`} className="text-blue-800 underline">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </section>
        <section aria-labelledby="hours-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="hours-title" className="mb-3 text-lg font-semibold text-slate-900">
            Support hours
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {SUPPORT_HOURS.map(([days, hours]) => (
              <div key={days} className="contents">
                <dt className="font-medium text-slate-700">{days}</dt>
                <dd className="text-slate-900">{hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <SupportForms account={user.email} />
    </DashboardSection>
  );
}
