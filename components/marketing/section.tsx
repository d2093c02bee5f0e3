import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type SectionProps = {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** "white" or "slate" background band. */
  tone?: "white" | "slate";
  className?: string;
};

/** A full-width band with an optional h2 and introduction, content centred. */
export function Section({ id, title, intro, children, tone = "white", className }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(tone === "slate" ? "bg-slate-50" : "bg-white", className)}
    >
      <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
        {title ? (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
        ) : null}
        {intro ? <div className="mt-3 max-w-3xl text-base leading-7 text-slate-700">{intro}</div> : null}
        <div className={title || intro ? "mt-8" : undefined}>{children}</div>
      </div>
    </section>
  );
}
