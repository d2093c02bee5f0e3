import type { z } from "zod";
import type { FieldIssues } from "./errors";

/** Every field's messages, keyed by dotted path ("" for the whole input). */
export function fieldIssues(error: z.ZodError): FieldIssues {
  const issues: FieldIssues = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    (issues[key] ??= []).push(issue.message);
  }
  return issues;
}

export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}
