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

/** Whether any string in the input holds a NUL character, which PostgreSQL text cannot store. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  return typeof value === "object" && value !== null && Object.values(value).some(containsNul);
}

export const NUL_MESSAGE = "Input must not contain NUL characters";
