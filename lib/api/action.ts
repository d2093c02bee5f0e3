import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { isAppError, NOT_SIGNED_IN_MESSAGE, type FieldIssues } from "@/lib/errors";
import { consumeDeclaredLimits, type DeclaredLimits } from "@/lib/rate-limit/rate-limit";
import { fieldIssues, firstIssueMessage, unstorableInput } from "./zod-issues";

export type ActionState<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; error: string; issues?: FieldIssues }
  | null;

function formToObject(input: FormData | Record<string, unknown>): Record<string, unknown> {
  if (!(input instanceof FormData)) return input;
  const values: Record<string, unknown> = {};
  for (const [key, value] of input.entries()) {
    if (!key.startsWith("$ACTION")) values[key] = value;
  }
  return values;
}

/** What a declared limit's key is made from in an action: the parsed input and, if signed in, the user. */
type ActionLimitArgs<S extends z.ZodType, U extends CurrentUser | null> = { input: z.infer<S>; user: U };

type ActionOptions<S extends z.ZodType, U extends CurrentUser | null> = {
  /** Rate limits of lib/rate-limit/rules.ts, spent once the input is parsed; over one, the rule's message. */
  limit?: DeclaredLimits<ActionLimitArgs<S, U>>;
};

async function runParsed<S extends z.ZodType, T, U extends CurrentUser | null>(
  schema: S,
  input: FormData | Record<string, unknown>,
  user: U,
  options: ActionOptions<S, U>,
  action: (input: z.infer<S>) => Promise<ActionState<T>>,
): Promise<ActionState<T>> {
  const values = formToObject(input);
  const problem = unstorableInput(values);
  if (problem) return { ok: false, error: problem };
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, error: firstIssueMessage(parsed.error), issues: fieldIssues(parsed.error) };
  }
  try {
    await consumeDeclaredLimits(options.limit, { input: parsed.data, user }, { userId: user?.id ?? null, headers });
    return await action(parsed.data);
  } catch (error) {
    if (isAppError(error)) return { ok: false, error: error.message, issues: error.issues };
    throw error;
  }
}

/** Wraps a server action open to everyone (sign-in, registration); usable with useActionState. */
export function publicAction<S extends z.ZodType, T>(
  schema: S,
  action: (input: z.infer<S>) => Promise<ActionState<T>>,
  options: ActionOptions<S, null> = {},
) {
  return (_previous: ActionState<T>, input: FormData | Record<string, unknown>) => runParsed(schema, input, null, options, action);
}

/**
 * Wraps a server action of a signed-in user: checks the session, parses the input with
 * zod and returns every field's errors, spends the declared limits, and turns AppErrors into a message.
 */
export function userAction<S extends z.ZodType, T>(
  schema: S,
  action: (input: z.infer<S>, user: CurrentUser) => Promise<ActionState<T>>,
  options: ActionOptions<S, CurrentUser> = {},
) {
  return async (_previous: ActionState<T>, input: FormData | Record<string, unknown>): Promise<ActionState<T>> => {
    const user = await getCurrentUser();
    if (!user) return { ok: false, error: NOT_SIGNED_IN_MESSAGE };
    return runParsed(schema, input, user, options, (data) => action(data, user));
  };
}
