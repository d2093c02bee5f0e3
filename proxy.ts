import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { authConfig } from "@/lib/auth/config";
import { contentSecurityPolicy } from "@/lib/routes/content-security-policy";
import { requiresSignIn, signedOutOnly } from "@/lib/routes/redirects";

const { auth } = NextAuth(authConfig);

/**
 * Only redirects and sets the per-request CSP nonce. Whether a request may see data is
 * decided again in every page, route handler and server action.
 */
export const proxy = auth((req) => {
  const { pathname, search } = req.nextUrl;
  const signedIn = Boolean(req.auth?.sessionId);

  if (!signedIn && requiresSignIn(pathname)) {
    const login = new URL("/login", req.nextUrl);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  if (signedIn && signedOutOnly(pathname)) return NextResponse.redirect(new URL("/", req.nextUrl));

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === "development");
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set("x-pathname", pathname);
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
