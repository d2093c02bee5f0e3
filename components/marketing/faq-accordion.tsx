"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export type FaqItem = {
  question: string;
  answer: ReactNode;
};

type FaqAccordionProps = {
  items: FaqItem[];
  /** Heading level wrapping each question button. */
  headingLevel?: "h2" | "h3";
};

/**
 * An accordion in which at most one answer is open. Clicking a closed question opens it
 * (and closes the one that was open); clicking the open question closes it.
 */
export function FaqAccordion({ items, headingLevel = "h3" }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const Heading = headingLevel;

  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.question} data-testid="faq-item">
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className={cn(
                  "flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600 sm:px-6",
                  open && "text-blue-800",
                )}
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden
                  className={cn("size-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180 text-blue-700")}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-4 pb-5 text-base leading-7 text-slate-700 sm:px-6"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
