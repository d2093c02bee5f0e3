import type { EmailProvider, LetterProvider, Providers, SmsProvider } from "./types";

/**
 * The zero-set-up transport: the message is already stored in the notifications table
 * (the /dev/outbox page shows it), so "sending" only marks it delivered. The id is
 * derived from the idempotency key, so a retried send yields the same id.
 */
const localId = (kind: string, key: string) => `local_${kind}_${key}`;

export const localEmail: EmailProvider = {
  name: "local",
  send: async (message) => ({ providerId: localId("email", message.idempotencyKey), delivered: true }),
};

export const localSms: SmsProvider = {
  name: "local",
  send: async (message) => ({ providerId: localId("sms", message.idempotencyKey), delivered: true }),
};

export const localLetters: LetterProvider = {
  name: "local",
  send: async (message) => ({
    providerId: localId("letter", message.idempotencyKey),
    trackingNumber: message.certified ? `LOCAL${message.idempotencyKey.replaceAll("-", "").slice(0, 16).toUpperCase()}` : undefined,
    delivered: true,
  }),
};

/** Every channel on the local transport, as a machine without provider keys sends. */
export const localProviders: Providers = { email: localEmail, sms: localSms, mail: localLetters };
