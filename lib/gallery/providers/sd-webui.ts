import { z } from "zod";
import { applyStyleTemplate } from "../style-recipes";
import type { ImageStyle } from "../options";
import { ProviderError, type ImageProvider } from "./provider";
import { decodeProviderImage, postProviderJson } from "./remote";

const LABEL = "The Stable Diffusion server";

const answerSchema = z.object({ images: z.array(z.string()).min(1) });

type SdWebUiOptions = {
  baseUrl: string;
  /** `user:password` (the server's `--api-auth`) is sent as HTTP Basic; any other key as a bearer token. */
  apiKey?: string;
  timeoutMs: number;
  /** A checkpoint per style, where the server has one; other styles use the server's loaded model. */
  checkpoints: Partial<Record<ImageStyle, string>>;
};

/** The Authorization header for the key: WebUI and Forge protect their API with Basic authentication. */
function authorization(apiKey: string | undefined): Record<string, string> {
  if (!apiKey) return {};
  if (apiKey.includes(":")) return { authorization: `Basic ${Buffer.from(apiKey, "utf8").toString("base64")}` };
  return { authorization: `Bearer ${apiKey}` };
}

/** Stable Diffusion WebUI / Forge: `POST /sdapi/v1/txt2img`, which answers base64 PNGs. */
export function createSdWebUiProvider({ baseUrl, apiKey, timeoutMs, checkpoints }: SdWebUiOptions): ImageProvider {
  return {
    name: "sdwebui",
    async generate(request) {
      const checkpoint = checkpoints[request.style];
      const answer = await postProviderJson(
        LABEL,
        new URL("/sdapi/v1/txt2img", baseUrl).toString(),
        {
          prompt: applyStyleTemplate(request.style, request.prompt),
          negative_prompt: request.negativePrompt,
          width: request.width,
          height: request.height,
          restore_faces: request.restoreFaces,
          seed: request.seed,
          steps: 25,
          batch_size: 1,
          ...(checkpoint ? { override_settings: { sd_model_checkpoint: checkpoint } } : {}),
        },
        { headers: authorization(apiKey), timeoutMs },
      );
      const parsed = answerSchema.safeParse(answer);
      if (!parsed.success) throw new ProviderError(`${LABEL} answered without an image.`);
      return decodeProviderImage(LABEL, parsed.data.images[0], request.width, request.height);
    },
  };
}
