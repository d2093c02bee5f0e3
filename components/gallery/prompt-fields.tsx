"use client";

import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Select, Textarea } from "@/components/ui/input";
import type { generateImageSchema } from "@/lib/gallery/generate-input";
import { DEFAULT_FILTER, DEFAULT_STYLE, IMAGE_FILTERS, IMAGE_STYLES, PROMPT_MAX_LENGTH } from "@/lib/gallery/options";
import { cn } from "@/lib/utils";

/** The fields every generator form shares, as the generate route's schema reads them. */
export type PromptValues = Pick<z.input<typeof generateImageSchema>, "prompt" | "negative_prompt" | "style" | "filter">;

/** The spec's defaults: an empty prompt, Cinematic, Default. */
export const PROMPT_DEFAULTS = { prompt: "", negative_prompt: "", style: DEFAULT_STYLE, filter: DEFAULT_FILTER } satisfies PromptValues;

/** Spec: Generate requires a non-empty prompt; otherwise nothing happens (no request, no message). */
export const promptIsEmpty = (values: PromptValues) => !values.prompt.trim();

/**
 * Prompt, negative prompt, style and filter, registered on the generator's form; a refusal of
 * the server shows on the field it names. `children` are further selects beside style and filter.
 */
export function PromptFields<T extends PromptValues>({
  idPrefix = "",
  form,
  children,
}: {
  idPrefix?: string;
  form: Pick<UseFormReturn<T>, "register" | "formState">;
  children?: ReactNode;
}) {
  // T holds every prompt field (T extends PromptValues), which the compiler cannot follow through Path<T>.
  const { register, formState } = form as unknown as Pick<UseFormReturn<PromptValues>, "register" | "formState">;
  const errors = formState.errors;
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <>
      <FormField id={id("prompt")} label="Prompt" error={errors.prompt?.message}>
        <Textarea
          id={id("prompt")}
          maxLength={PROMPT_MAX_LENGTH}
          placeholder="A lighthouse on a cliff at dusk"
          {...register("prompt")}
          {...invalidProps(id("prompt"), errors.prompt?.message)}
        />
      </FormField>
      <FormField id={id("negative-prompt")} label="Negative prompt" error={errors.negative_prompt?.message}>
        <Textarea
          id={id("negative-prompt")}
          maxLength={PROMPT_MAX_LENGTH}
          placeholder="What to leave out, e.g. blurry, text"
          className="min-h-12"
          {...register("negative_prompt")}
          {...invalidProps(id("negative-prompt"), errors.negative_prompt?.message)}
        />
      </FormField>
      <div className={cn("grid gap-4", children ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        <FormField id={id("style")} label="Style" error={errors.style?.message}>
          <Select id={id("style")} {...register("style")} {...invalidProps(id("style"), errors.style?.message)}>
            {IMAGE_STYLES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Select>
        </FormField>
        <FormField id={id("filter")} label="Filter" error={errors.filter?.message}>
          <Select id={id("filter")} {...register("filter")} {...invalidProps(id("filter"), errors.filter?.message)}>
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
