import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { errorStatus } from "@/lib/api/errors";
import { serverActionRefusal } from "@/lib/api/request-guards";
import { authConfig } from "@/lib/auth/config";
import { contentSecurityPolicy } from "@/lib/routes/content-security-policy";
import { scriptPermissionFor } from "@/lib/routes/prerendered-pages";
import { requiresSignIn } from "@/lib/routes/redirects";

const { auth } = NextAuth(authConfig);

/**
 * Only redirects and sets the CSP (script hashes for prerendered pages, a per-request nonce
 * for the others). Whether a request may see data is decided again in every page, route handler and server action. The JWT read here may
 * belong to a revoked or expired session, so nobody is sent away from /login or
 * /register: those pages ask the database whether the visitor is really signed in.
 */
export const proxy = auth(async (req) => {
  const { pathname, search } = req.nextUrl;
  if (req.method === "POST" && req.headers.has("next-action")) {
    const refusal = await serverActionRefusal(req, process.env.APP_URL ?? "");
    if (refusal) return NextResponse.json({ error: refusal.message, code: refusal.code }, { status: errorStatus[refusal.code] });
  }
  const signedIn = Boolean(req.auth?.sessionId);

  if (!signedIn && requiresSignIn(pathname)) {
    const login = new URL("/login", req.nextUrl);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }

  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-pathname", pathname);
  const permission = await scriptPermissionFor(pathname);
  const csp = contentSecurityPolicy(permission, process.env.NODE_ENV === "development");
  if ("nonce" in permission) {
    requestHeaders.set("x-nonce", permission.nonce);
    requestHeaders.set("content-security-policy", csp);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  return response;
});

export const config = {
  matcher: [
    {
      source: "/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|svg|ico|css|js)$).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
