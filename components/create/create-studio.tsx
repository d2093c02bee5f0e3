"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Globe } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { CreditsPanel, GenerateButton, useCredits } from "@/components/gallery/credits-panel";
import { PROMPT_DEFAULTS, PromptFields, promptIsEmpty } from "@/components/gallery/prompt-fields";
import { RecentGenerations } from "@/components/gallery/recent-generations";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormField, invalidProps } from "@/components/ui/form-field";
import { Select } from "@/components/ui/input";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import type { EndpointAnswer } from "@/lib/api/endpoint";
import { generateVariationsEndpoint } from "@/lib/create/endpoints";
import { setImageVisibilityEndpoint } from "@/lib/gallery/endpoints";
import { generateVariationsSchema, MAX_VARIATIONS, type GenerateVariationsInput } from "@/lib/create/variations-input";
import { showServerError } from "@/lib/forms/show-server-error";
import type { ImageJson } from "@/lib/gallery/image-json";
import { useRecentImages } from "@/lib/hooks/use-recent-images";

type Variation = EndpointAnswer<typeof generateVariationsEndpoint>["images"][number];

type Props = { userId: string; initialCredits: number; initialImages: ImageJson[]; previewProvider: boolean };

const VARIATION_CHOICES = [2, 3, MAX_VARIATIONS];

/** The image studio behind the /create gate: batches of one prompt with different seeds, download and publish. */
export function CreateStudio({ userId, initialCredits, initialImages, previewProvider }: Props) {
  const { credits, setCredits, spentAll } = useCredits(initialCredits);
  const [batch, setBatch] = useState<Variation[]>([]);
  const [publishing, setPublishing] = useState<string | null>(null);
  const history = useRecentImages(userId, initialImages);
  const form = useForm<z.input<typeof generateVariationsSchema>, unknown, GenerateVariationsInput>({
    resolver: zodResolver(generateVariationsSchema),
    defaultValues: { ...PROMPT_DEFAULTS, count: MAX_VARIATIONS },
  });
  const { formState } = form;
  const countError = formState.errors.count?.message;

  const send = form.handleSubmit(async (body) => {
    try {
      const answer = await call(generateVariationsEndpoint, { body });
      setBatch(answer.images);
      setCredits(answer.images.at(-1)?.credits ?? credits);
      if (answer.stoppedBy) toast.warning(`${answer.images.length} of ${body.count} made. ${answer.stoppedBy}`);
      else toast.success(`${answer.images.length} variations generated`);
      void history.reload();
    } catch (error) {
      spentAll(error);
      showServerError(form, error, (reason) => reason);
    }
  });
  const generate = (event: FormEvent<HTMLFormElement>) => {
    if (!promptIsEmpty(form.getValues())) return send(event);
    event.preventDefault();
  };

  async function publish(variation: Variation) {
    setPublishing(variation.image.id);
    try {
      await call(setImageVisibilityEndpoint, { params: { id: variation.image.id }, body: { visibility: "public" } });
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
      <CreditsPanel
        heading={<h1 className="text-xl font-semibold text-slate-900">Image Studio</h1>}
        credits={credits}
        perImage
        noCreditsId="create-no-credits"
        preview={previewProvider ? "Preview generator: pictures are drawn on this server from the prompt, style and seed, not by an AI model." : null}
      >
        <form onSubmit={generate} className="flex flex-col gap-4" noValidate>
          <PromptFields idPrefix="create-" form={form}>
            <FormField id="create-count" label="Variations" error={countError}>
              <Select id="create-count" {...form.register("count")} {...invalidProps("create-count", countError)}>
                {VARIATION_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </Select>
            </FormField>
          </PromptFields>
          <GenerateButton label="Generate variations" pending={formState.isSubmitting} credits={credits} noCreditsId="create-no-credits" />
        </form>
      </CreditsPanel>

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
