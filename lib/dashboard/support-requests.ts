import { z } from "zod";
import { APP_NAME, SUPPORT_EMAIL } from "@/lib/constants";

export const SUPPORT_HOURS = [
  ["Monday–Friday", "9:00–6:00 PST"],
  ["Saturday", "10:00–4:00"],
  ["Sunday", "Closed"],
  ["Emergencies", "24/7"],
] as const;

export const BUG_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export const FEATURE_PRIORITIES = ["nice-to-have", "useful", "important", "critical"] as const;

const required = (label: string, max = 5000) => z.string().trim().min(1, `${label} is required`).max(max);

export const bugReportSchema = z.object({
  summary: required("Summary", 200),
  priority: z.enum(BUG_PRIORITIES, "Choose a priority"),
  description: required("Description"),
  steps: z.string().trim().max(5000).default(""),
  contact: z.string().trim().max(200).default(""),
});
export type BugReport = z.infer<typeof bugReportSchema>;

export const featureRequestSchema = z.object({
  title: required("Title", 200),
  priority: z.enum(FEATURE_PRIORITIES, "Choose a priority"),
  description: required("Description"),
  useCase: required("Use case"),
});
export type FeatureRequest = z.infer<typeof featureRequestSchema>;

export const BUG_REPORT_FAILED = "Failed to submit bug report. Please try again.";
export const FEATURE_REQUEST_FAILED = "Failed to submit feature request. Please try again.";

const mailto = (subject: string, body: string) =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** The e-mail draft of a bug report: the forms make no API call (spec §7). */
export function bugReportMailto(report: BugReport, account: string): string {
  return mailto(
    `[${APP_NAME} Bug] [${report.priority.toUpperCase()}] ${report.summary}`,
    [
      `Priority: ${report.priority}`,
      "",
      "Description:",
      report.description,
      "",
      "Steps to reproduce:",
      report.steps || "Not provided",
      "",
      `Contact: ${report.contact || account}`,
      `Account: ${account}`,
    ].join("\n"),
  );
}

export function featureRequestMailto(request: FeatureRequest, account: string): string {
  return mailto(
    `[${APP_NAME} Feature Request] [${request.priority}] ${request.title}`,
    [`Priority: ${request.priority}`, "", "Description:", request.description, "", "Use case:", request.useCase, "", `Account: ${account}`].join("\n"),
  );
}
