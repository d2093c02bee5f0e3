import twilio from "twilio";
import { PermanentSendError, type SmsProvider } from "./types";

// Twilio error codes that no retry will fix: invalid or unreachable number, unsubscribed recipient.
const PERMANENT_CODES = new Set([21211, 21214, 21610, 21612, 21614]);

export function twilioSms(options: {
  accountSid: string;
  authToken: string;
  from: string;
  statusCallback?: string;
  baseUrl?: string;
}): SmsProvider {
  const client = twilio(options.accountSid, options.authToken);
  if (options.baseUrl) client.api.baseUrl = options.baseUrl;
  return {
    name: "twilio",
    async send(message) {
      try {
        const sent = await client.messages.create({
          to: message.to,
          from: options.from,
          body: message.body,
          ...(options.statusCallback ? { statusCallback: options.statusCallback } : {}),
        });
        return { providerId: sent.sid };
      } catch (error) {
        const code = (error as { code?: number }).code;
        if (code && PERMANENT_CODES.has(code)) throw new PermanentSendError((error as Error).message);
        throw error;
      }
    },
  };
}
