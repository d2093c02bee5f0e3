import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type PageHeroProps = {
  /** A short label above the heading. */
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown under the description. */
  children?: ReactNode;
  className?: string;
};

/** The top band of an information page, holding the page's single h1. */
export function PageHero({ eyebrow, title, description, children, className }: PageHeroProps) {
  return (
    <section className={cn("border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white", className)}>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {description ? <div className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{description}</div> : null}
        {children ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div> : null}
      </div>
    </section>
  );
}
