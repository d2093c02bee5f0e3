import { describe, expect, it, vi } from "vitest";
import { isCachedPublicPage } from "@/lib/routes/cached-pages";
import { STATIC_PAGES } from "@/lib/routes/static-pages";
import { config } from "@/proxy";

// Only the matcher is under test; Auth.js's Next entry point does not load outside Next.
vi.mock("next-auth", () => ({ default: () => ({ auth: (handler: unknown) => handler }) }));

const [{ source }] = config.matcher;
const runsProxy = (pathname: string) => new RegExp(`^${source}$`).test(pathname);

describe("the proxy's matcher", () => {
  it("leaves out every static information page", () => {
    for (const page of STATIC_PAGES) expect(runsProxy(page), page).toBe(false);
  });

  it("leaves out the pages served from cached HTML, and only those", () => {
    for (const page of ["/book/abc", "/property/share/abc", "/profile/someone", "/public-gallery"]) {
      expect(isCachedPublicPage(page), page).toBe(true);
      expect(runsProxy(page), page).toBe(false);
    }
    for (const page of ["/book/abc/opengraph-image", "/property/share", "/bookings/manage/x", "/profile", "/public-gallery/search"]) expect(isCachedPublicPage(page), page).toBe(false);
  });

  it("still runs for a server action posted to a cached page", () => {
    const actions = config.matcher[1];
    expect(actions).toMatchObject({ source: "/(book|property/share)/:slug", has: [{ type: "header", key: "next-action" }] });
  });

  it("leaves out nothing else that renders per request", () => {
    for (const page of ["/login", "/register", "/dashboard", "/book/abc/opengraph-image", "/about-us", "/pricing/x", "/howto", "/profile", "/public-gallery/search", "/u/someone", "/tenant-faq-test"]) {
      expect(runsProxy(page), page).toBe(true);
    }
  });

  it("leaves out API routes and static files", () => {
    for (const page of ["/api/health", "/_next/static/chunks/a.js", "/favicon.ico", "/sitemap.xml", "/logo.png"]) expect(runsProxy(page), page).toBe(false);
  });
});
