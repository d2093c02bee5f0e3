"use client";

import { Download, Globe } from "lucide-react";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { PromptFields, usePromptOptions } from "@/components/gallery/prompt-fields";
import { RecentGenerations } from "@/components/gallery/recent-generations";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/input";
import type { z } from "zod";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { variationsAnswerSchema } from "@/lib/gallery/schemas";
import { NO_CREDITS_MESSAGE } from "@/lib/credits/plans";
import { NoCreditsNotice } from "@/components/gallery/no-credits-notice";
import type { ImageJson } from "@/lib/gallery/image-json";
import { IMAGE_SIZE } from "@/lib/gallery/options";
import { useRecentImages } from "@/lib/hooks/use-recent-images";

type Variation = z.infer<typeof variationsAnswerSchema>["images"][number];

type Props = { userId: string; initialCredits: number; initialImages: ImageJson[]; previewProvider: boolean };

const VARIATION_CHOICES = [2, 3, 4];

/** The image studio behind the /create gate: batches of one prompt with different seeds, download and publish. */
export function CreateStudio({ userId, initialCredits, initialImages, previewProvider }: Props) {
  const options = usePromptOptions();
  const { prompt, negativePrompt, style, filter } = options;
  const [count, setCount] = useState(4);
  const [generating, setGenerating] = useState(false);
  const [credits, setCredits] = useState(initialCredits);
  const [batch, setBatch] = useState<Variation[]>([]);
  const [publishing, setPublishing] = useState<string | null>(null);
  const history = useRecentImages(userId, initialImages);

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (!prompt.trim() || generating) return;
    setGenerating(true);
    try {
      const answer = await apiRequest("POST", "/api/create/variations", {
        body: { prompt, negative_prompt: negativePrompt, style, filter, image_size: IMAGE_SIZE, restore_faces: true, count },
        answer: variationsAnswerSchema,
      });
      setBatch(answer.images);
      setCredits(answer.images.at(-1)?.credits ?? credits);
      if (answer.stoppedBy) toast.warning(`${answer.images.length} of ${count} made. ${answer.stoppedBy}`);
      else toast.success(`${answer.images.length} variations generated`);
      void history.reload();
    } catch (error) {
      if (errorMessage(error) === NO_CREDITS_MESSAGE) setCredits(0);
      toast.error(errorMessage(error));
    } finally {
      setGenerating(false);
    }
  }

  async function publish(variation: Variation) {
    setPublishing(variation.image.id);
    try {
      await apiRequest("PATCH", `/api/images/${variation.image.id}/visibility`, { body: { visibility: "public" } });
      setBatch((list) => list.map((item) => (item.image.id === variation.image.id ? { ...item, image: { ...item.image, visibility: "public" } } : item)));
      toast.success("Published to the public gallery");
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPublishing(null);
    }
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <h1 className="text-xl font-semibold text-slate-900">Image Studio</h1>
          <p className="text-sm text-slate-700">
            Credits: <strong>{credits}</strong> · one per image ·{" "}
            <Link href="/credits" className="text-blue-700 underline-offset-4 hover:underline">
              Get more credits
            </Link>
          </p>
        </div>
        {previewProvider ? (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
            Preview generator: pictures are drawn on this server from the prompt, style and seed, not by an AI model.
          </p>
        ) : null}
        {credits < 1 ? <NoCreditsNotice id="create-no-credits" /> : null}
        <form onSubmit={generate} className="flex flex-col gap-4" noValidate>
          <PromptFields idPrefix="create-" options={options}>
            <FormField id="create-count" label="Variations">
              <Select id="create-count" value={count} onChange={(event) => setCount(Number(event.target.value))}>
                {VARIATION_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </Select>
            </FormField>
          </PromptFields>
          <Button
            type="submit"
            disabled={generating || credits < 1}
            aria-describedby={credits < 1 ? "create-no-credits" : undefined}
            className="self-start"
          >
            {generating ? "Generating..." : "Generate variations"}
          </Button>
        </form>
      </Card>

      {batch.length ? (
        <section aria-labelledby="variations-title" className="flex flex-col gap-3">
          <h2 id="variations-title" className="text-lg font-semibold text-slate-900">
            Variations of “{batch[0].usedParams.prompt}”
          </h2>
          <ul aria-label="Variations" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {batch.map((variation, index) => (
              <li key={variation.image.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- private files need the session cookie, which Next's optimiser does not send */}
                <img
                  src={variation.imageUrl}
                  alt={`Variation ${index + 1}: ${variation.usedParams.prompt}`}
                  width={512}
                  height={512}
                  className="aspect-square w-full rounded-md"
                />
                <p className="text-xs text-slate-600">Seed {variation.usedParams.seed}</p>
                <div className="flex flex-wrap gap-2">
                  <a
                    href={variation.imageUrl}
                    download={`showbook-${variation.usedParams.seed}.png`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    aria-label={`Download variation ${index + 1}`}
                  >
                    <Download aria-hidden /> Download
                  </a>
                  {variation.image.visibility === "public" ? (
                    <span className="inline-flex items-center gap-1 text-xs font-medium text-green-800">
                      <Globe aria-hidden className="size-3" /> Published
                    </span>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      disabled={publishing === variation.image.id}
                      aria-label={`Publish variation ${index + 1}`}
                      onClick={() => void publish(variation)}
                    >
                      {publishing === variation.image.id ? "Publishing..." : "Publish"}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <RecentGenerations images={history.images} status={history.status} />
    </div>
  );
}
