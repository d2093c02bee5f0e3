import type { EmailAttachment } from "@/db/schema";
import type { EmailLink } from "./templates/layout";

export type EmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  links?: EmailLink[];
  footer: string;
  /** Files sent with the e-mail (kept in the outbox row with it). */
  attachments?: EmailAttachment[];
};

/** Renders an e-mail to HTML and to the plain text kept in the audit trail. */
export async function renderEmail(content: EmailContent): Promise<{ html: string; text: string }> {
  // Loaded with the first e-mail, not with every route that may send one (some 30 MiB per web process).
  const [{ render }, { EmailLayout }] = await Promise.all([import("@react-email/render"), import("./templates/layout")]);
  const element = (
    <EmailLayout
      title={content.subject}
      preview={content.subject}
      heading={content.heading}
      paragraphs={content.paragraphs}
      links={content.links}
      footer={content.footer}
    />
  );
  // React Email writes the XHTML 1.0 Transitional doctype, which puts browsers in "almost standards" mode.
  const html = (await render(element)).replace(/^<!DOCTYPE[^>]*>/i, "<!DOCTYPE html>");
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.links ?? []).map((link) => `${link.label}: ${link.href}`),
    "",
    content.footer,
  ].join("\n");
  return { html, text };
}
