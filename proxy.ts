import NextAuth from "next-auth";
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { errorStatus } from "@/lib/errors";
import { serverActionRefusal } from "@/lib/api/request-guards";
import { authConfig } from "@/lib/auth/config";
import { embedFrameAncestors, isEmbedPath } from "@/lib/embed/embed";
import { contentSecurityPolicy } from "@/lib/routes/content-security-policy";
import { prerenderedScriptHashes } from "@/lib/routes/prerendered-pages";
import { requiresSignIn } from "@/lib/routes/redirects";

const { auth } = NextAuth(authConfig);
const isDevelopment = process.env.NODE_ENV === "development";

/**
 * Pages rendered per request: redirects to sign-in and sets the CSP with a per-request nonce.
 * Whether a request may see data is decided again in every page, route handler and server
 * action. The JWT read here may belong to a revoked or expired session, so nobody is sent away
 * from /login or /register: those pages ask the database whether the visitor is really signed in.
 */
const renderedPage = auth(async (req) => {
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

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = contentSecurityPolicy({ nonce }, isDevelopment, isEmbedPath(pathname) ? embedFrameAncestors() : undefined);
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-pathname", pathname);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  return response;
});

/**
 * A page served from the build's prerendered HTML is the same for everyone: its request needs
 * no session, and its CSP (the hashes of its inline scripts) is set by the app's server
 * (scripts/serve.ts). The information pages do not even come here (see the matcher); this
 * covers the prerendered 404 answering paths no route matches.
 */
export async function proxy(req: NextRequest, event: NextFetchEvent) {
  const { pathname } = req.nextUrl;
  if ((req.method === "GET" || req.method === "HEAD") && !requiresSignIn(pathname) && (await prerenderedScriptHashes(pathname))) {
    return NextResponse.next();
  }
  // Auth.js types its wrapper for route handlers; in a proxy it hands Next's event through untouched.
  return renderedPage(req, event as unknown as Parameters<typeof renderedPage>[1]);
}

/**
 * Not for API routes and static files, nor for the prerendered information pages (listed in
 * lib/routes/static-pages.ts, which tests hold this list to), nor for the pages served from
 * cached HTML (lib/routes/cached-pages.ts) but for their server actions: Next's proxy machinery
 * would cost those requests more than serving their HTML, and a nonce cannot be in cached HTML.
 */
export const config = {
  matcher: [
    {
      source:
        "/((?!$|about$|agent-liability$|contact$|how$|owner-protection$|pricing$|privacy$|reviews$|showbook/terms$|tenant-faq$|tenant-rights$|terms$|book/[^/]+$|property/share/[^/]+$|profile/[^/]+$|public-gallery$|api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|svg|ico|css|js)$).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
    { source: "/(book|property/share)/:slug", has: [{ type: "header", key: "next-action" }] },
  ],
};
