"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { call } from "@/lib/api/call";
import type { EndpointAnswer } from "@/lib/api/endpoint";
import { showServerError } from "@/lib/forms/show-server-error";
import { generateImageEndpoint } from "@/lib/gallery/endpoints";
import { generateImageSchema, type GenerateImageInput } from "@/lib/gallery/generate-input";
import type { ImageJson } from "@/lib/gallery/image-json";
import { useRecentImages } from "@/lib/hooks/use-recent-images";
import { CreditsPanel, GenerateButton, useCredits } from "./credits-panel";
import { PROMPT_DEFAULTS, PromptFields, promptIsEmpty } from "./prompt-fields";
import { RecentGenerations } from "./recent-generations";

type Props = {
  userId: string;
  initialCredits: number;
  initialImages: ImageJson[];
  previewProvider: boolean;
  /** How the operator connects a real image provider: for admins only. */
  showProviderSetup: boolean;
};

/** The generator of /overview: prompt, negative prompt, style and filter, the balance, and Recent Generations below. */
export function ImageGenerator({ userId, initialCredits, initialImages, previewProvider, showProviderSetup }: Props) {
  const { credits, setCredits, spentAll } = useCredits(initialCredits);
  const [latest, setLatest] = useState<EndpointAnswer<typeof generateImageEndpoint> | null>(null);
  const recent = useRecentImages(userId, initialImages);
  const form = useForm<z.input<typeof generateImageSchema>, unknown, GenerateImageInput>({
    resolver: zodResolver(generateImageSchema),
    defaultValues: PROMPT_DEFAULTS,
  });
  const { formState } = form;

  const send = form.handleSubmit(async (body) => {
    try {
      const answer = await call(generateImageEndpoint, { body });
      setLatest(answer);
      setCredits(answer.credits);
      toast.success("Image generated");
      void recent.reload();
    } catch (error) {
      if (!spentAll(error)) showServerError(form, error, (reason) => reason);
    }
  });
  const generate = (event: FormEvent<HTMLFormElement>) => {
    if (!promptIsEmpty(form.getValues())) return send(event);
    event.preventDefault();
  };

  return (
    <section aria-labelledby="generator-title" className="flex flex-col gap-6">
      <CreditsPanel
        heading={
          <h2 id="generator-title" className="text-lg font-semibold text-slate-900">
            Generate Image
          </h2>
        }
        credits={credits}
        noCreditsId="generator-no-credits"
        preview={
          previewProvider ? (
            <>
              Preview generator: images are abstract pictures drawn on this server from your prompt, style and seed, not by an AI
              model.
              {showProviderSetup ? (
                <>
                  {" "}
                  To connect a real one, set <code>IMAGE_PROVIDER=sdwebui</code> (Stable Diffusion WebUI / Forge) or{" "}
                  <code>IMAGE_PROVIDER=openai</code> (an OpenAI-compatible images API) with <code>IMAGE_API_URL</code> and, if
                  needed, <code>IMAGE_API_KEY</code>.
                </>
              ) : null}
            </>
          ) : null
        }
      >
        <form onSubmit={generate} className="flex flex-col gap-4" noValidate>
          <PromptFields form={form} />
          <GenerateButton label="Generate" pending={formState.isSubmitting} credits={credits} noCreditsId="generator-no-credits" />
        </form>

        {latest ? (
          <figure className="flex flex-col gap-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- private files need the session cookie, which Next's optimiser does not send */}
            <img
              src={latest.imageUrl}
              alt={latest.usedParams.prompt}
              width={512}
              height={512}
              className="aspect-square w-full max-w-md rounded-md border border-slate-200"
            />
            <figcaption className="text-sm text-slate-600">
              {latest.usedParams.prompt} · {latest.image.visibility === "public" ? "Public" : "Private"}
            </figcaption>
          </figure>
        ) : null}
      </CreditsPanel>

      <RecentGenerations images={recent.images} status={recent.status} />
    </section>
  );
}
