import { PermanentSendError, type LetterProvider } from "./types";

/** Lob's letters API: the notice PDF mailed first class, with extra service "certified" when asked. */
export function lobLetters(options: { apiKey: string; from: LobAddress; baseUrl?: string }): LetterProvider {
  const baseUrl = options.baseUrl ?? "https://api.lob.com";
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString("base64")}`;
  return {
    name: "lob",
    async send(message) {
      const form = new FormData();
      form.set("description", message.description.slice(0, 255));
      form.set("to[name]", message.toName.slice(0, 40) || "Resident");
      form.set("to[address_line1]", message.toAddress.line1);
      if (message.toAddress.line2) form.set("to[address_line2]", message.toAddress.line2);
      form.set("to[address_city]", message.toAddress.city);
      form.set("to[address_state]", message.toAddress.state);
      form.set("to[address_zip]", message.toAddress.zip);
      for (const [key, value] of Object.entries(options.from)) form.set(`from[${key}]`, value);
      form.set("color", "false");
      form.set("use_type", "operational");
      if (message.certified) form.set("extra_service", "certified");
      form.set("file", new Blob([Buffer.from(message.pdf)], { type: "application/pdf" }), "notice.pdf");

      const response = await fetch(`${baseUrl}/v1/letters`, {
        method: "POST",
        headers: { Authorization: authorization, "Idempotency-Key": message.idempotencyKey },
        body: form,
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        tracking_number?: string | null;
        error?: { message?: string };
      };
      if (!response.ok) {
        const reason = `Lob ${response.status}: ${body.error?.message ?? response.statusText}`;
        if (response.status === 422 || response.status === 400) throw new PermanentSendError(reason);
        throw new Error(reason);
      }
      if (!body.id) throw new Error("Lob: response without an id");
      return { providerId: body.id, trackingNumber: body.tracking_number ?? undefined };
    },
  };
}

export type LobAddress = {
  name: string;
  address_line1: string;
  address_city: string;
  address_state: string;
  address_zip: string;
};
