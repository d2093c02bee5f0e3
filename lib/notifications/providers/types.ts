import type { EmailAttachment } from "@/db/schema";

export type SendResult = { providerId: string; trackingNumber?: string; delivered?: boolean };

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: EmailAttachment[];
  idempotencyKey: string;
};
export type SmsMessage = { to: string; body: string; idempotencyKey: string };
export type LetterMessage = {
  toName: string;
  toAddress: { line1: string; line2?: string; city: string; state: string; zip: string };
  pdf: Uint8Array;
  certified: boolean;
  description: string;
  idempotencyKey: string;
};

/** One interface per channel; the local transport and the real provider both implement it. */
export type EmailProvider = { name: string; send(message: EmailMessage): Promise<SendResult> };
export type SmsProvider = { name: string; send(message: SmsMessage): Promise<SendResult> };
export type LetterProvider = { name: string; send(message: LetterMessage): Promise<SendResult> };

export type Providers = { email: EmailProvider; sms: SmsProvider; mail: LetterProvider };

/** A provider's refusal that retrying cannot fix (bad address, invalid number). */
export class PermanentSendError extends Error {
  readonly permanent = true;
}
