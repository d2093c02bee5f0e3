import { createHmac, timingSafeEqual } from "node:crypto";
import twilio from "twilio";
import { Webhook } from "svix";

/** Resend signs its webhooks with Svix: svix-id, svix-timestamp, svix-signature over the raw body. */
export function verifyResendSignature(secret: string, body: string, headers: Headers): boolean {
  try {
    new Webhook(secret).verify(body, {
      "svix-id": headers.get("svix-id") ?? "",
      "svix-timestamp": headers.get("svix-timestamp") ?? "",
      "svix-signature": headers.get("svix-signature") ?? "",
    });
    return true;
  } catch {
    return false;
  }
}

/** Twilio's X-Twilio-Signature: HMAC-SHA1 of the public URL plus the sorted form parameters. */
export function verifyTwilioSignature(authToken: string, url: string, params: Record<string, string>, signature: string): boolean {
  return twilio.validateRequest(authToken, signature, url, params);
}

const LOB_TOLERANCE_SECONDS = 300;

/** Lob-Signature: hex HMAC-SHA256 of "timestamp.body", with a five-minute replay window. */
export function verifyLobSignature(secret: string, body: string, headers: Headers, now = Date.now()): boolean {
  const signature = headers.get("lob-signature") ?? "";
  const timestamp = headers.get("lob-signature-timestamp") ?? "";
  const sentAt = Date.parse(timestamp) || Number(timestamp) * 1000;
  if (!sentAt || Math.abs(now - sentAt) > LOB_TOLERANCE_SECONDS * 1000) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  const given = Buffer.from(signature, "utf8");
  const wanted = Buffer.from(expected, "utf8");
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function signLobPayload(secret: string, body: string, timestamp: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}
