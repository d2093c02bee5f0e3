import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { AppError, errorStatus, NOT_SIGNED_IN_MESSAGE } from "./errors";
import { containsNul, fieldIssues, firstIssueMessage, NUL_MESSAGE } from "./zod-issues";

type Access = "public" | "user" | "admin";

type RouteContext = { params: Promise<Record<string, string | string[]>> };

type Schemas<B, Q, P> = {
  access: Access;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
};

type HandlerArgs<A extends Access, B, Q, P> = {
  req: NextRequest;
  user: A extends "public" ? CurrentUser | null : CurrentUser;
  body: B;
  query: Q;
  params: P;
};

export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(
      { error: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) },
      { status: errorStatus[error.code] },
    );
  }
  console.error("[api] unhandled error", error);
  return NextResponse.json(
    { error: "Something went wrong. Please try again.", code: "internal_server_error" },
    { status: 500 },
  );
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  if (containsNul(value)) throw new AppError("bad_request", NUL_MESSAGE);
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError("unprocessable_entity", firstIssueMessage(result.error), fieldIssues(result.error));
  }
  return result.data;
}

/** Parses a JSON body, answering 400 (not 500) when it is malformed. */
export function parseJsonBody(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Request body must be valid JSON");
  }
}

const readJson = async (req: NextRequest) => parseJsonBody(await req.text());

/**
 * The one wrapper for route handlers: resolves the session and checks access, parses
 * params, query and JSON body with zod, and turns every failure into
 * `{ error, code, issues? }` with the matching status.
 */
export function apiRoute<A extends Access, B = undefined, Q = undefined, P = undefined>(
  schemas: Schemas<B, Q, P> & { access: A },
  handler: (args: HandlerArgs<A, B, Q, P>) => Promise<Response> | Response,
) {
  return async (req: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const user = await getCurrentUser();
      if (schemas.access !== "public" && !user) throw new AppError("unauthorized", NOT_SIGNED_IN_MESSAGE);
      if (schemas.access === "admin" && !user?.isAdmin) {
        throw new AppError("forbidden", "Unauthorized: Admin access required");
      }
      const params = schemas.params ? parseOrThrow(schemas.params, await context.params) : undefined;
      const query = schemas.query
        ? parseOrThrow(schemas.query, Object.fromEntries(req.nextUrl.searchParams))
        : undefined;
      const body = schemas.body ? parseOrThrow(schemas.body, await readJson(req)) : undefined;
      return await handler({ req, user, body, query, params } as HandlerArgs<A, B, Q, P>);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
