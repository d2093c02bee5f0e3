import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { ProviderError } from "./provider";

/** Largest decoded image a provider may send back: a 2048² PNG fits well inside. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/**
 * POSTs JSON to a provider and returns its parsed JSON answer; every way it can fail
 * (unreachable, too slow, an error status, not JSON) becomes a ProviderError in words.
 */
export async function postProviderJson(
  label: string,
  url: string,
  body: unknown,
  { headers = {}, timeoutMs }: { headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") {
      throw new ProviderError(`${label} did not answer within ${Math.round(timeoutMs / 1000)} seconds. Please try again.`);
    }
    throw new ProviderError(`${label} could not be reached. Please try again later.`);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) {
    const reason = response.status >= 500 ? "is unavailable" : "refused the request";
    throw new ProviderError(`${label} ${reason} (HTTP ${response.status}). Please try again later.`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(`${label} sent an answer that is not JSON.`);
  }
}

/** Decodes a provider's base64 image, checks by content that it is an image, and returns it as a PNG of the asked size. */
export async function decodeProviderImage(label: string, base64: string, width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(base64.replace(/^data:image\/\w+;base64,/, ""), "base64");
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) throw new ProviderError(`${label} sent no usable image.`);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !["image/png", "image/jpeg", "image/webp"].includes(type.mime)) {
    throw new ProviderError(`${label} sent something that is not an image.`);
  }
  try {
    return await sharp(bytes).resize(width, height, { fit: "cover" }).png().toBuffer();
  } catch {
    throw new ProviderError(`${label} sent an image that could not be read.`);
  }
}
