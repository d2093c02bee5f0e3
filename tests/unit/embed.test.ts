import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { embedFrameAncestors, embedSnippet, isEmbedPath } from "@/lib/embed/embed";
import { contentSecurityPolicy } from "@/lib/routes/content-security-policy";

describe("the booking widget", () => {
  it("may be framed by any site, or by the sites EMBED_FRAME_ANCESTORS lists", () => {
    expect(embedFrameAncestors(undefined)).toBe("*");
    expect(embedFrameAncestors(" https://jane.example ")).toBe("https://jane.example");
    expect(contentSecurityPolicy({ nonce: "a" }, false, embedFrameAncestors(undefined))).toContain("frame-ancestors *;");
    expect(contentSecurityPolicy({ nonce: "a" }, false)).toContain("frame-ancestors 'none';");
  });

  it("is only the embed paths", () => {
    expect(isEmbedPath("/embed/book/abc")).toBe(true);
    expect(isEmbedPath("/book/abc")).toBe(false);
    expect(isEmbedPath("/embedded")).toBe(false);
  });

  it("is offered as an iframe of the property's embed page and the script that sizes it", () => {
    const snippet = embedSnippet("https://showbook.example", "abc123");
    expect(snippet).toContain('<iframe src="https://showbook.example/embed/book/abc123" data-showbook-embed');
    expect(snippet).toContain('<script src="https://showbook.example/embed/widget.js" async></script>');
  });
});

describe("the layouts", () => {
  it("give every page the site's header and footer, but the embed pages, whose layout has neither", () => {
    const pages = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => /(^|\/)page\.tsx$/.test(file))
      .map((file) => `app/${file}`);
    expect(pages.length).toBeGreaterThan(40);
    const outside = pages.filter((page) => !page.startsWith("app/(site)/") && !isEmbedPath(page.slice("app".length)));
    expect(outside).toEqual([]);
    expect(pages.filter((page) => isEmbedPath(page.slice("app".length)))).toEqual(["app/embed/book/[slug]/page.tsx"]);
    const chrome = /<SiteChrome\b|<Header\b|<Footer\b/;
    expect(readFileSync("app/layout.tsx", "utf8")).not.toMatch(chrome);
    expect(readFileSync("app/(site)/layout.tsx", "utf8")).toMatch(chrome);
    expect(readFileSync("app/embed/layout.tsx", "utf8")).not.toMatch(chrome);
  });
});
