import "server-only";
import { NextRequest, NextResponse } from "next/server";
import { z } from "zod";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { assertAdmin } from "@/lib/auth/scope";
import { isDatabaseUnavailable } from "@/db/unavailable";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/log";
import { answerInAskedFields, fromSpecFields } from "./contract";
import type { Endpoint } from "./endpoint";
import { AppError, databaseUnavailable, errorStatus, isAppError, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { consumeDeclaredLimits, type DeclaredLimits } from "@/lib/rate-limit/rate-limit";
import { assertSameOrigin, DEFAULT_MAX_BODY_BYTES, isUnsafeMethod, readCappedBody } from "./request-guards";
import { fieldIssues, firstIssueMessage, unstorableInput } from "./zod-issues";

type Access = "public" | "user" | "admin";

type RouteContext = { params: Promise<Record<string, string | string[]>> };

type Schemas<A extends Access, B, Q, P> = {
  access: A;
  body?: z.ZodType<B>;
  /** The fields of a multipart body (an upload), read instead of a JSON body. */
  form?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /**
   * A server-to-server callback that proves itself by a signature over the raw body
   * (Stripe, Resend, Lob, Twilio): no Origin check, and the handler verifies `rawBody`.
   */
  signedWebhook?: true;
  /** Largest body accepted, in bytes; larger ones get 413 before they are read. */
  maxBodyBytes?: number;
  /** Rate limits of lib/rate-limit/rules.ts, spent once the request is parsed (429 with Retry-After). */
  limit?: DeclaredLimits<HandlerArgs<A, B, Q, P>>;
};

/** The input schemas of an endpoint (lib/api/endpoint.ts), which its route reads its request with. */
type RouteEndpoint<B, Q, P> = Endpoint & { body?: z.ZodType<B>; form?: z.ZodType<B>; query?: z.ZodType<Q>; params?: z.ZodType<P> };

/** What a route adds to its endpoint: who may call it, its limits, its body cap, a webhook's signature. */
type RouteOptions<A extends Access, B, Q, P> = Omit<Schemas<A, B, Q, P>, "body" | "form" | "query" | "params">;

type Handler<A extends Access, B, Q, P> = (args: HandlerArgs<A, B, Q, P>) => Promise<Response> | Response;

type HandlerArgs<A extends Access, B, Q, P> = {
  req: NextRequest;
  user: A extends "public" ? CurrentUser | null : CurrentUser;
  body: B;
  query: Q;
  params: P;
  /** The body as received (empty for GET), capped at the route's maxBodyBytes. */
  rawBody: string;
};

export function errorResponse(error: unknown): NextResponse {
  if (isAppError(error)) {
    return NextResponse.json(
      { error: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) },
      {
        status: errorStatus[error.code],
        headers: error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined,
      },
    );
  }
  if (isDatabaseUnavailable(error)) return errorResponse(databaseUnavailable());
  logger.error({ err: error }, "unhandled error");
  return NextResponse.json(
    { error: "Something went wrong. Please try again.", code: "internal_server_error" },
    { status: 500 },
  );
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const problem = unstorableInput(value);
  if (problem) throw new AppError("bad_request", problem);
  return validated(schema, value);
}

/** The value as the schema reads it, for a value already checked by unstorableInput (a parsed JSON body). */
function validated<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError("unprocessable_entity", firstIssueMessage(result.error), fieldIssues(result.error));
  }
  return result.data;
}

/** A multipart body's fields (an upload's file among them), answering 400 when it is not multipart. */
async function formFields(req: NextRequest): Promise<Record<string, FormDataEntryValue>> {
  const form = await req.formData().catch(() => {
    throw new AppError("bad_request", "Send the body as multipart/form-data.");
  });
  return Object.fromEntries(form.entries());
}

/** Parses a JSON body, answering 400 (not 500) when it is malformed, nested too deep or holds NUL. */
export function parseJsonBody(text: string): unknown {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Request body must be valid JSON");
  }
  // Checked before anything walks the value recursively (the spec-field renaming does).
  const problem = unstorableInput(value);
  if (problem) throw new AppError("bad_request", problem);
  return value;
}

/**
 * The one wrapper for route handlers: refuses cross-origin writes and oversized bodies,
 * resolves the session and checks access, parses params, query and JSON body with zod,
 * spends the declared rate limits, and turns every failure into `{ error, code, issues? }` with the matching status.
 * Given an endpoint (lib/api/endpoint.ts), it reads the request with the endpoint's schemas,
 * the same definition the browser calls the route with.
 */
export function apiRoute<A extends Access, B = undefined, Q = undefined, P = undefined>(
  endpoint: RouteEndpoint<B, Q, P>,
  options: RouteOptions<A, B, Q, P>,
  handler: Handler<A, B, Q, P>,
): (received: NextRequest, context: RouteContext) => Promise<Response>;
export function apiRoute<A extends Access, B = undefined, Q = undefined, P = undefined>(
  schemas: Schemas<A, B, Q, P>,
  handler: Handler<A, B, Q, P>,
): (received: NextRequest, context: RouteContext) => Promise<Response>;
export function apiRoute<A extends Access, B, Q, P>(
  first: Schemas<A, B, Q, P> | RouteEndpoint<B, Q, P>,
  second: RouteOptions<A, B, Q, P> | Handler<A, B, Q, P>,
  third?: Handler<A, B, Q, P>,
) {
  if (!("method" in first)) {
    if (typeof second !== "function") throw new Error("apiRoute(schemas, handler) takes its handler second");
    return wrapRoute(first, second);
  }
  if (typeof second === "function" || !third) throw new Error("apiRoute(endpoint, options, handler) takes its options second and its handler third");
  return wrapRoute({ ...second, params: first.params, query: first.query, body: first.body, form: first.form }, third);
}

function wrapRoute<A extends Access, B, Q, P>(schemas: Schemas<A, B, Q, P>, handler: Handler<A, B, Q, P>) {
  return async (received: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      let req = received;
      let rawBody = "";
      if (isUnsafeMethod(received.method)) {
        if (!schemas.signedWebhook) assertSameOrigin(received.headers, env().APP_URL);
        const bytes = await readCappedBody(received, schemas.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
        rawBody = new TextDecoder().decode(bytes);
        // Handlers that read the body themselves (a form upload) get the capped copy.
        req = new NextRequest(received.url, { method: received.method, headers: received.headers, body: bytes });
      }
      const user = await getCurrentUser();
      if (schemas.access !== "public" && !user) throw new AppError("unauthorized", NOT_SIGNED_IN_MESSAGE);
      if (schemas.access === "admin") assertAdmin(user);
      const params = schemas.params ? parseOrThrow(schemas.params, await context.params) : undefined;
      // Bodies and queries are read in the spec's field names too; answers carry them unless the app's own page asks (lib/api/contract.ts).
      const query = schemas.query
        ? parseOrThrow(schemas.query, fromSpecFields(Object.fromEntries(req.nextUrl.searchParams)))
        : undefined;
      const body = schemas.form
        ? validated(schemas.form, await formFields(req))
        : schemas.body
          ? validated(schemas.body, fromSpecFields(parseJsonBody(rawBody)))
          : undefined;
      const args = { req, user, body, query, params, rawBody } as HandlerArgs<A, B, Q, P>;
      await consumeDeclaredLimits(schemas.limit, args, { userId: user?.id ?? null, headers: () => req.headers });
      return await answerInAskedFields(req.headers, await handler(args));
    } catch (error) {
      return errorResponse(error);
    }
  };
}
