"use client";

import { useState, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { Select, Textarea } from "@/components/ui/input";
import { DEFAULT_FILTER, DEFAULT_STYLE, IMAGE_FILTERS, IMAGE_STYLES, PROMPT_MAX_LENGTH } from "@/lib/gallery/options";
import { cn } from "@/lib/utils";

type Setter = (value: string) => void;

export type PromptOptions = {
  prompt: string;
  negativePrompt: string;
  style: string;
  filter: string;
  setPrompt: Setter;
  setNegativePrompt: Setter;
  setStyle: Setter;
  setFilter: Setter;
};

/** The state behind PromptFields, starting from the spec's defaults (Cinematic, Default). */
export function usePromptOptions(): PromptOptions {
  const [prompt, setPrompt] = useState("");
  const [negativePrompt, setNegativePrompt] = useState("");
  const [style, setStyle] = useState<string>(DEFAULT_STYLE);
  const [filter, setFilter] = useState<string>(DEFAULT_FILTER);
  return { prompt, negativePrompt, style, filter, setPrompt, setNegativePrompt, setStyle, setFilter };
}

/**
 * Prompt, negative prompt, style and filter: the fields every generator form shares.
 * `children` are further selects placed beside style and filter.
 */
export function PromptFields({ idPrefix = "", options, children }: { idPrefix?: string; options: PromptOptions; children?: ReactNode }) {
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <>
      <FormField id={id("prompt")} label="Prompt">
        <Textarea
          id={id("prompt")}
          value={options.prompt}
          maxLength={PROMPT_MAX_LENGTH}
          onChange={(event) => options.setPrompt(event.target.value)}
          placeholder="A lighthouse on a cliff at dusk"
        />
      </FormField>
      <FormField id={id("negative-prompt")} label="Negative prompt">
        <Textarea
          id={id("negative-prompt")}
          value={options.negativePrompt}
          maxLength={PROMPT_MAX_LENGTH}
          onChange={(event) => options.setNegativePrompt(event.target.value)}
          placeholder="What to leave out, e.g. blurry, text"
          className="min-h-12"
        />
      </FormField>
      <div className={cn("grid gap-4", children ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        <FormField id={id("style")} label="Style">
          <Select id={id("style")} value={options.style} onChange={(event) => options.setStyle(event.target.value)}>
            {IMAGE_STYLES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Select>
        </FormField>
        <FormField id={id("filter")} label="Filter">
          <Select id={id("filter")} value={options.filter} onChange={(event) => options.setFilter(event.target.value)}>
            {IMAGE_FILTERS.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Select>
        </FormField>
        {children}
      </div>
    </>
  );
}
