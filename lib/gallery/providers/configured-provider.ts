import "server-only";
import { env } from "@/lib/env";
import { IMAGE_STYLES, type ImageStyle } from "../options";
import { createOpenAiImagesProvider } from "./openai-images";
import { previewGenerator } from "./preview-generator";
import type { ImageProvider } from "./provider";
import { createSdWebUiProvider } from "./sd-webui";

/** "Anime XL=animagine.safetensors; Photo XL+=juggernaut.safetensors" → a checkpoint per known style. */
export function parseCheckpoints(setting: string): Partial<Record<ImageStyle, string>> {
  const checkpoints: Partial<Record<ImageStyle, string>> = {};
  for (const entry of setting.split(";")) {
    const [style, checkpoint] = entry.split("=").map((part) => part.trim());
    if (!style || !checkpoint) continue;
    if (!(IMAGE_STYLES as readonly string[]).includes(style)) {
      throw new Error(`IMAGE_SD_CHECKPOINTS names an unknown style: ${style}`);
    }
    checkpoints[style as ImageStyle] = checkpoint;
  }
  return checkpoints;
}

/** The provider IMAGE_PROVIDER selects; the preview generator when nothing is configured. */
export function configuredImageProvider(): ImageProvider {
  const config = env();
  const timeoutMs = config.IMAGE_TIMEOUT_SECONDS * 1000;
  if (config.IMAGE_PROVIDER === "preview" || !config.IMAGE_API_URL) return previewGenerator;
  if (config.IMAGE_PROVIDER === "sdwebui") {
    return createSdWebUiProvider({
      baseUrl: config.IMAGE_API_URL,
      apiKey: config.IMAGE_API_KEY,
      timeoutMs,
      checkpoints: parseCheckpoints(config.IMAGE_SD_CHECKPOINTS),
    });
  }
  return createOpenAiImagesProvider({
    baseUrl: config.IMAGE_API_URL,
    apiKey: config.IMAGE_API_KEY,
    model: config.IMAGE_MODEL,
    timeoutMs,
  });
}
