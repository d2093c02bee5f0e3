import type { z } from "zod";
import type { FieldIssues } from "@/lib/errors";

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

export const NUL_MESSAGE = "Input must not contain NUL characters";
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Input must not be nested more than ${MAX_INPUT_DEPTH} levels deep`;

/**
 * Why the input cannot be taken, or null: a string holding a NUL character (PostgreSQL
 * text cannot store it) or nesting deeper than any form of the app sends. Walked with a
 * stack, not recursion, so a hostile depth cannot overflow the call stack.
 */
export function unstorableInput(value: unknown): string | null {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === "string" && item.includes("\0")) return NUL_MESSAGE;
    if (typeof item !== "object" || item === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP_MESSAGE;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return null;
}
