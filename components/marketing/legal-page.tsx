import type { ReactNode } from "react";
import { PageHero } from "./page-hero";

type LegalPageProps = {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** Shown under the hero, e.g. "Last updated November 21, 2026". */
  updated?: string;
  children: ReactNode;
};

/** A long-text page (terms, privacy, tenant guides): hero plus a readable column styled by .prose-page. */
export function LegalPage({ eyebrow, title, description, updated, children }: LegalPageProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} description={description} />
      <div className="bg-white">
        <article className="prose-page mx-auto max-w-3xl px-4 py-10 sm:py-12">
          {updated ? <div className="mb-6 text-sm text-slate-500">Last updated {updated}</div> : null}
          {children}
        </article>
      </div>
    </>
  );
}
