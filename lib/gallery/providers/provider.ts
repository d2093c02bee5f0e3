import type { ImageStyle } from "../options";

export type GenerationRequest = {
  prompt: string;
  negativePrompt: string;
  style: ImageStyle;
  seed: number;
  width: number;
  height: number;
  restoreFaces: boolean;
};

/** One image generator; `generate` answers a PNG of the requested size or throws a ProviderError. */
export type ImageProvider = {
  name: "preview" | "sdwebui" | "openai";
  generate: (request: GenerationRequest) => Promise<Buffer>;
};

/** A remote provider failed (unreachable, timed out, refused or answered nonsense); the message is shown to the user. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}
