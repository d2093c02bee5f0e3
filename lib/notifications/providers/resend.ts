import { Resend } from "resend";
import { PermanentSendError, type EmailProvider } from "./types";

export function resendEmail(options: { apiKey: string; from: string; baseUrl?: string }): EmailProvider {
  const client = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl } : undefined);
  return {
    name: "resend",
    async send(message) {
      const { data, error } = await client.emails.send(
        {
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.attachments.length
            ? {
                attachments: message.attachments.map(({ filename, contentType, content }) => ({
                  filename,
                  contentType,
                  // A string would be taken for base64: the text goes as its UTF-8 bytes.
                  content: Buffer.from(content, "utf8"),
                })),
              }
            : {}),
        },
        { idempotencyKey: message.idempotencyKey },
      );
      if (error) {
        if (error.name === "validation_error") throw new PermanentSendError(error.message);
        throw new Error(`Resend: ${error.message}`);
      }
      if (!data) throw new Error("Resend: empty response");
      return { providerId: data.id };
    },
  };
}
