import { Body, Container, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

export type EmailLink = { label: string; href: string };

/**
 * The one frame of every Showbook e-mail: heading, paragraphs, links, legal footer. The head is
 * written here, not by React Email's Head, whose Apple meta has no content: with the title it
 * lacks, the mail is valid HTML (renderEmail gives it the HTML5 doctype).
 */
export function EmailLayout({
  title,
  preview,
  heading,
  paragraphs,
  links = [],
  footer,
}: {
  title: string;
  preview: string;
  heading: string;
  paragraphs: ReactNode[];
  links?: EmailLink[];
  footer: string;
}) {
  return (
    <Html lang="en">
      {/* eslint-disable-next-line @next/next/no-head-element -- an e-mail rendered by React Email, not a Next page */}
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="x-apple-disable-message-reformatting" content="" />
        <title>{title}</title>
      </head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f8fafc", fontFamily: "Helvetica, Arial, sans-serif", color: "#0f172a" }}>
        <Container style={{ backgroundColor: "#ffffff", padding: "24px", maxWidth: "560px", borderRadius: "8px" }}>
          <Heading as="h1" style={{ fontSize: "20px", color: "#1e40af" }}>
            {heading}
          </Heading>
          {paragraphs.map((paragraph, index) => (
            <Text key={index} style={{ fontSize: "14px", lineHeight: "22px", whiteSpace: "pre-line" }}>
              {paragraph}
            </Text>
          ))}
          {links.length > 0 ? (
            <Section>
              {links.map((link) => (
                <Text key={link.href} style={{ fontSize: "14px" }}>
                  <Link href={link.href} style={{ color: "#1d4ed8" }}>
                    {link.label}
                  </Link>
                </Text>
              ))}
            </Section>
          ) : null}
          <Hr />
          <Text style={{ fontSize: "12px", color: "#64748b" }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
