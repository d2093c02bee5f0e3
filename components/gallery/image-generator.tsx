"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { z } from "zod";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { generateImageAnswerSchema } from "@/lib/gallery/schemas";
import { NO_CREDITS_MESSAGE } from "@/lib/credits/plans";
import { NoCreditsNotice } from "@/components/gallery/no-credits-notice";
import type { ImageJson } from "@/lib/gallery/image-json";
import { IMAGE_SIZE } from "@/lib/gallery/options";
import { useRecentImages } from "@/lib/hooks/use-recent-images";
import { PromptFields, usePromptOptions } from "./prompt-fields";
import { RecentGenerations } from "./recent-generations";

type GenerateAnswer = z.infer<typeof generateImageAnswerSchema>;

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
  const options = usePromptOptions();
  const { prompt, negativePrompt, style, filter } = options;
  const [generating, setGenerating] = useState(false);
  const [credits, setCredits] = useState(initialCredits);
  const [latest, setLatest] = useState<GenerateAnswer | null>(null);
  const recent = useRecentImages(userId, initialImages);
  const outOfCredits = credits < 1;

  async function generate(event: FormEvent) {
    event.preventDefault();
    // Spec §5: an empty prompt does nothing.
    if (!prompt.trim() || generating) return;
    setGenerating(true);
    try {
      const answer = await apiRequest("POST", "/api/generate-image", {
        body: { prompt, negative_prompt: negativePrompt, style, filter, image_size: IMAGE_SIZE, restore_faces: true },
        answer: generateImageAnswerSchema,
      });
      setLatest(answer);
      setCredits(answer.credits);
      toast.success("Image generated");
      void recent.reload();
    } catch (error) {
      if (errorMessage(error) === NO_CREDITS_MESSAGE) setCredits(0);
      else toast.error(errorMessage(error));
    } finally {
      setGenerating(false);
    }
  }

  return (
    <section aria-labelledby="generator-title" className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="generator-title" className="text-lg font-semibold text-slate-900">
            Generate Image
          </h2>
          <p className="text-sm text-slate-700">
            <span data-testid="credit-balance">
              Credits: <strong>{credits}</strong>
            </span>{" "}
            ·{" "}
            <Link href="/credits" className="text-blue-700 underline-offset-4 hover:underline">
              Get more credits
            </Link>
          </p>
        </div>

        {previewProvider ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
            Preview generator: images are abstract pictures drawn on this server from your prompt, style and seed, not by an
            AI model.
            {showProviderSetup ? (
              <>
                {" "}
                To connect a real one, set <code>IMAGE_PROVIDER=sdwebui</code> (Stable Diffusion WebUI / Forge) or{" "}
                <code>IMAGE_PROVIDER=openai</code> (an OpenAI-compatible images API) with <code>IMAGE_API_URL</code> and, if
                needed, <code>IMAGE_API_KEY</code>.
              </>
            ) : null}
          </p>
        ) : null}

        {outOfCredits ? <NoCreditsNotice id="generator-no-credits" /> : null}

        <form onSubmit={generate} className="flex flex-col gap-4" noValidate>
          <PromptFields options={options} />
          <Button
            type="submit"
            disabled={generating || outOfCredits}
            aria-describedby={outOfCredits ? "generator-no-credits" : undefined}
            className="self-start"
          >
            {generating ? "Generating..." : "Generate"}
          </Button>
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
      </Card>

      <RecentGenerations images={recent.images} status={recent.status} />
    </section>
  );
}
