import "server-only";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { verifyTwilioSignature } from "./webhook-signatures";

/** Reads a Twilio form callback and checks its signature against the public URL Twilio called. */
export function readSignedTwilioForm(body: string, headers: Headers, path: string): Record<string, string> {
  const { TWILIO_AUTH_TOKEN: token, APP_URL } = env();
  if (!token) throw new AppError("not_found", "Twilio webhooks are not configured");
  const params = Object.fromEntries(new URLSearchParams(body));
  const signature = headers.get("x-twilio-signature") ?? "";
  if (!verifyTwilioSignature(token, `${APP_URL}${path}`, params, signature)) {
    throw new AppError("bad_request", "Invalid signature");
  }
  return params;
}
