import type { ReactNode } from "react";
import { PrimaryCta } from "./primary-cta";

type CtaBandProps = {
  title: string;
  description: ReactNode;
  /** Extra links shown beside the main call to action. */
  children?: ReactNode;
};

/** A closing blue band with the main call to action. */
export function CtaBand({ title, description, children }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-band-heading" className="bg-blue-800 text-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-band-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <div className="mt-3 text-base leading-7 text-blue-100">{description}</div>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <PrimaryCta tone="inverse" />
          {children}
        </div>
      </div>
    </section>
  );
}
