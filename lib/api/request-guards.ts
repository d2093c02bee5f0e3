import { AppError } from "@/lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const isUnsafeMethod = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Refuses a state-changing request a browser sent from another origin (another site, or
 * another port of this host). Browsers mark every such request with Sec-Fetch-Site or
 * Origin, which a page cannot forge; a request with neither comes from a program, which
 * holds no victim's cookies to abuse. A browser's own verdict wins: a request it calls
 * cross-site is refused whatever its Origin says.
 */
export function assertSameOrigin(headers: Headers, appUrl: string): void {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "same-origin" || fetchSite === "none") return;
  if (fetchSite === "cross-site") throw new AppError("forbidden", CROSS_SITE_MESSAGE);
  const origin = headers.get("origin");
  if (!origin && !fetchSite) return;
  const originHost = origin ? hostOf(origin) : null;
  if (originHost && [headers.get("host"), hostOf(appUrl)].includes(originHost)) return;
  throw new AppError("forbidden", CROSS_SITE_MESSAGE);
}

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;
/** Provider events (a Stripe event embeds whole objects) are larger than any form of ours. */
export const WEBHOOK_MAX_BODY_BYTES = 1024 * 1024;

export const bodyTooLarge = (maxBytes: number) =>
  new AppError("payload_too_large", `Request body is too large (at most ${Math.floor(maxBytes / 1024)} KB)`);

/**
 * Reads a body, refusing it with 413 as soon as it passes `maxBytes`: a declared
 * Content-Length is refused before a byte is read, an undeclared (chunked) one mid-stream.
 */
export async function readCappedBody(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) throw bodyTooLarge(maxBytes);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Next's own limit for server-action bodies (`serverActions.bodySizeLimit`, 1 MB by default). */
export const SERVER_ACTION_MAX_BODY_BYTES = 1024 * 1024;

/**
 * What is wrong with a server-action request, answered before Next parses it (Next
 * itself answers such requests with a 500): another origin, a body over the limit, or a
 * body that cannot be an action's arguments.
 */
export async function serverActionRefusal(req: Request, appUrl: string): Promise<AppError | null> {
  try {
    assertSameOrigin(req.headers, appUrl);
  } catch (error) {
    return error as AppError;
  }
  if (Number(req.headers.get("content-length") ?? 0) > SERVER_ACTION_MAX_BODY_BYTES) {
    return bodyTooLarge(SERVER_ACTION_MAX_BODY_BYTES);
  }
  const type = req.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    return /boundary=/.test(type) ? null : new AppError("bad_request", "Malformed form data");
  }
  if (type.startsWith("text/plain")) {
    try {
      JSON.parse(await req.clone().text());
      return null;
    } catch {
      return new AppError("bad_request", "Malformed server action arguments");
    }
  }
  if (type.startsWith("application/x-www-form-urlencoded")) return null;
  return new AppError("bad_request", "Unsupported content type for a server action");
}
