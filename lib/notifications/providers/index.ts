import "server-only";
import { env } from "@/lib/env";
import { localEmail, localLetters, localSms } from "./local";
import { lobLetters } from "./lob";
import { resendEmail } from "./resend";
import { twilioSms } from "./twilio";
import type { Providers } from "./types";

const RETURN_ADDRESS = {
  name: "Showbook Notices",
  address_line1: "548 Market St",
  address_city: "San Francisco",
  address_state: "CA",
  address_zip: "94104",
};

/** The configured provider per channel: the real service when its keys are set, else the local transport. */
export function configuredProviders(): Providers {
  const config = env();
  return {
    email: config.RESEND_API_KEY
      ? resendEmail({ apiKey: config.RESEND_API_KEY, from: config.EMAIL_FROM, baseUrl: config.RESEND_API_URL })
      : localEmail,
    sms:
      config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM_NUMBER
        ? twilioSms({
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM_NUMBER,
            statusCallback: `${config.APP_URL}/api/webhooks/twilio`,
            baseUrl: config.TWILIO_API_URL,
          })
        : localSms,
    mail: config.LOB_API_KEY
      ? lobLetters({ apiKey: config.LOB_API_KEY, from: RETURN_ADDRESS, baseUrl: config.LOB_API_URL })
      : localLetters,
  };
}

/** True while any channel uses the local transport: /dev/outbox is served only then. */
export function usesLocalTransport(): boolean {
  const providers = configuredProviders();
  return [providers.email, providers.sms, providers.mail].some((provider) => provider.name === "local");
}
