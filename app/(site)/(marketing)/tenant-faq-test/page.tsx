import Link from "next/link";
import { LegalPage } from "@/components/marketing/legal-page";
import { pageMetadata } from "@/components/marketing/page-metadata";
import { APP_NAME, MIN_ADVANCE_NOTICE_HOURS, SUPPORT_EMAIL } from "@/lib/constants";

export const metadata = pageMetadata({
  title: "Tenant FAQ (Quick Answers)",
  description: `Quick answers for tenants about showings booked through ${APP_NAME}: notice, timing and who to contact.`,
  path: "/tenant-faq-test",
  noIndex: true,
});

const answers = [
  {
    question: "Will I be told before someone visits?",
    answer: `Yes. You receive written notice at least ${MIN_ADVANCE_NOTICE_HOURS} hours before every showing, by email and text message, with a letter by mail.`,
  },
  {
    question: "What does the notice tell me?",
    answer: "The date, the approximate time and the purpose of the entry, plus how to reach the listing agent.",
  },
  {
    question: "Can I ask for a different time?",
    answer: "Yes. Contact the listing agent named in the notice; most agents will gladly move a showing.",
  },
  {
    question: "Who do I contact about a notice?",
    answer: `The listing agent first. For questions about the notice itself, email ${SUPPORT_EMAIL}.`,
  },
];

export default function TenantFaqTestPage() {
  return (
    <LegalPage eyebrow="For tenants" title="Tenant FAQ: quick answers">
      {answers.map((item) => (
        <section key={item.question}>
          <h2>{item.question}</h2>
          <p>{item.answer}</p>
        </section>
      ))}
      <p>
        For the full rules, read <Link href="/tenant-faq">California Civil Code § 1954, explained</Link>.
      </p>
    </LegalPage>
  );
}
