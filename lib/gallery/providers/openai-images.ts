import { z } from "zod";
import { applyStyleTemplate } from "../style-recipes";
import { ProviderError, type ImageProvider } from "./provider";
import { decodeProviderImage, postProviderJson } from "./remote";

const LABEL = "The image API";

const answerSchema = z.object({ data: z.array(z.object({ b64_json: z.string().min(1) })).min(1) });

type OpenAiImagesOptions = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

/**
 * An OpenAI-compatible `POST /v1/images/generations` (OpenAI, LocalAI, …), asked for base64
 * so no second download is needed. It has no negative prompt, so that goes into the prompt.
 */
export function createOpenAiImagesProvider({ baseUrl, apiKey, model, timeoutMs }: OpenAiImagesOptions): ImageProvider {
  const root = baseUrl.replace(/\/+$/, "").replace(/\/v1$/, "");
  return {
    name: "openai",
    async generate(request) {
      const styled = applyStyleTemplate(request.style, request.prompt);
      const answer = await postProviderJson(
        LABEL,
        `${root}/v1/images/generations`,
        {
          model,
          prompt: request.negativePrompt ? `${styled}. Avoid: ${request.negativePrompt}` : styled,
          n: 1,
          size: `${request.width}x${request.height}`,
          response_format: "b64_json",
        },
        { headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {}, timeoutMs },
      );
      const parsed = answerSchema.safeParse(answer);
      if (!parsed.success) throw new ProviderError(`${LABEL} answered without an image.`);
      return decodeProviderImage(LABEL, parsed.data.data[0].b64_json, request.width, request.height);
    },
  };
}
