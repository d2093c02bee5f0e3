import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import robotsParser from "robots-parser";
import { STATIC_PAGES } from "@/lib/routes/static-pages";
import { nuErrors } from "../fixtures/nu-checker";
import { createListedProperty } from "./booking-helpers";

type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

const BROWSER_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const GOOGLEBOT_UA =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const isElement = (node: Node): node is Element => "tagName" in node;
function elements(root: Node): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (isElement(node)) found.push(node);
    const children = "childNodes" in node ? node.childNodes : [];
    const content = isElement(node) && node.tagName === "template" ? (node as DefaultTreeAdapterMap["template"]).content.childNodes : [];
    for (const child of [...children, ...content]) visit(child);
  };
  visit(root);
  return found;
}
const attr = (element: Element, name: string) => element.attrs.find((attribute) => attribute.name === name)?.value;

/** What belongs in <head>: the title, canonical link, icons and every meta tag naming a property or name. */
const isMetadata = (element: Element) =>
  element.tagName === "title" ||
  (element.tagName === "link" && ["canonical", "icon"].includes(attr(element, "rel") ?? "")) ||
  (element.tagName === "meta" && Boolean(attr(element, "property") ?? attr(element, "name")));

/** The document as an HTML parser builds it: what sits in <head>, what ended up in <body>. */
function headAndBody(html: string) {
  const all = elements(parse(html));
  const head = all.find((element) => element.tagName === "head")!;
  const body = all.find((element) => element.tagName === "body")!;
  const meta = (element: Element) => {
    const tags = elements(element).filter(isMetadata);
    const value = (key: string) => {
      const tag = tags.find((tag) => attr(tag, "property") === key || attr(tag, "name") === key);
      return tag ? attr(tag, "content") : undefined;
    };
    return { tags, value, jsonLd: elements(element).filter((tag) => tag.tagName === "script" && attr(tag, "type") === "application/ld+json") };
  };
  return { head: meta(head), body: meta(body) };
}

const describe = (tag: Element) => `<${tag.tagName} ${tag.attrs.map((a) => `${a.name}="${a.value}"`).join(" ")}>`;

async function getHtml(request: APIRequestContext, pathname: string, userAgent = BROWSER_UA) {
  const response = await request.get(pathname, { headers: { "user-agent": userAgent }, maxRedirects: 0 });
  expect(response.status(), pathname).toBe(200);
  return response.text();
}

/** A creator with one public image, and a listed property with its agent's contact: the public pages that show data. */
async function publicData(page: Page) {
  const property = await createListedProperty(page);
  const profile = await page.request.put("/api/showbook/agent/profile", { data: { agentName: "Avery Agent", agentPhone: "415-555-0134" } });
  expect(profile.ok()).toBe(true);
  const generated = await page.request.post("/api/generate-image", { data: { prompt: "A lighthouse at dusk, for the SEO checks" } });
  expect(generated.status()).toBe(201);
  const { image } = (await generated.json()) as { image: { id: string; anonymous_username: string } };
  const visibility = await page.request.patch(`/api/images/${image.id}/visibility`, { data: { visibility: "public" } });
  expect(visibility.ok()).toBe(true);
  return { property, username: image.anonymous_username };
}

const publicPaths = (data: Awaited<ReturnType<typeof publicData>>) => [
  ...STATIC_PAGES,
  "/login",
  "/register",
  "/demo-booking",
  "/public-gallery",
  `/profile/${data.username}`,
  `/book/${data.property.slug}`,
  `/property/share/${data.property.slug}`,
];

test.describe("[seo] crawlers, social cards and validators see well-formed public pages", () => {
  test("robots.txt lets crawlers reach every creator profile the sitemap lists, and the agent's /profile page is noindex", async ({
    page,
    request,
    baseURL,
  }) => {
    const { username } = await publicData(page);
    const robots = robotsParser(`${baseURL}/robots.txt`, await (await page.request.get("/robots.txt")).text());
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toContain(`${baseURL}/profile/${username}`);
    for (const agent of ["Googlebot", "Bingbot", "*"]) {
      for (const url of listed) expect(robots.isAllowed(url, agent), `${agent} ${url}`).toBe(true);
      for (const signedIn of ["/overview", "/properties", "/account", "/api/session"]) {
        expect(robots.isDisallowed(`${baseURL}${signedIn}`, agent), `${agent} ${signedIn}`).toBe(true);
      }
    }
    // The agent's own profile page is kept out of the index by its answer, signed in or not.
    const signedOut = await request.get("/profile", { maxRedirects: 0 });
    expect(signedOut.headers()["x-robots-tag"]).toMatch(/noindex/);
    const signedIn = await page.request.get("/profile", { maxRedirects: 0 });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()["x-robots-tag"]).toMatch(/noindex/);
    expect(headAndBody(await signedIn.text()).head.value("robots")).toMatch(/noindex/);
  });

  test("crawlers may fetch the gallery's images and social cards, never a private image, and the gallery carries ImageGallery data", async ({
    page,
    request,
    baseURL,
  }) => {
    const { username } = await publicData(page);
    const robots = robotsParser(`${baseURL}/robots.txt`, await (await request.get("/robots.txt")).text());
    const { images } = (await (await request.get(`/api/public-profile/${username}`)).json()) as {
      images: { image_url: string; thumbnail_url: string; prompt: string }[];
    };
    const published = images[0];
    const made = await page.request.post("/api/generate-image", { data: { prompt: "A private lighthouse, for the SEO checks" } });
    const { image: unpublished } = (await made.json()) as { image: { image_url: string; thumbnail_url: string } };

    // The gallery's default view is cached HTML, rendered again once the new image is published.
    let gallery = headAndBody(await getHtml(request, "/public-gallery"));
    const galleryData = () =>
      [...gallery.head.jsonLd, ...gallery.body.jsonLd]
        .map((script) => JSON.parse((script.childNodes[0] as { value: string }).value) as Record<string, unknown>)
        .find((data) => data["@type"] === "ImageGallery");
    await expect
      .poll(async () => {
        gallery = headAndBody(await getHtml(request, "/public-gallery"));
        return JSON.stringify(galleryData() ?? null);
      })
      .toContain(`${baseURL}${published.image_url}`);
    expect(galleryData()).toMatchObject({
      "@context": "https://schema.org",
      url: `${baseURL}/public-gallery`,
      associatedMedia: expect.arrayContaining([
        expect.objectContaining({
          "@type": "ImageObject",
          contentUrl: `${baseURL}${published.image_url}`,
          thumbnailUrl: `${baseURL}${published.thumbnail_url}`,
          caption: published.prompt,
          creator: expect.objectContaining({ "@type": "Person", name: username, url: `${baseURL}/profile/${username}` }),
        }),
      ]),
    });

    const profile = headAndBody(await getHtml(request, `/profile/${username}`)).head;
    const cards = [gallery.head.value("og:image"), profile.value("og:image")].map((url) => new URL(url!, baseURL).toString());
    const publicUrls = [...cards, `${baseURL}${published.image_url}`, `${baseURL}${published.thumbnail_url}`];
    for (const agent of ["Googlebot", "Googlebot-Image", "Bingbot", "*"]) {
      for (const url of publicUrls) expect(robots.isAllowed(url, agent), `${agent} ${url}`).toBe(true);
      expect(robots.isDisallowed(`${baseURL}/api/session`, agent), `${agent} /api/session`).toBe(true);
    }
    // A crawler (no session) gets the public files, and nothing of a private one.
    for (const url of publicUrls) {
      const file = await request.get(url, { headers: { "user-agent": GOOGLEBOT_UA } });
      expect(file.status(), url).toBe(200);
      expect(file.headers()["content-type"], url).toMatch(/^image\//);
    }
    for (const url of [unpublished.image_url, unpublished.thumbnail_url]) {
      expect((await request.get(url, { headers: { "user-agent": GOOGLEBOT_UA } })).status(), url).toBe(404);
      expect((await page.request.get(url)).headers()["x-robots-tag"], `${url} to its owner`).toMatch(/noindex/);
    }
  });

  test("every public page puts its title, canonical link and Open Graph tags in <head>, for a browser and for Googlebot", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = publicPaths(await publicData(page));
    for (const userAgent of [BROWSER_UA, GOOGLEBOT_UA]) {
      for (const pathname of paths) {
        const { head, body } = headAndBody(await getHtml(request, pathname, userAgent));
        const where = `${pathname} (${userAgent.includes("Googlebot") ? "Googlebot" : "browser"})`;
        expect(body.tags.map(describe), where).toEqual([]);
        expect(head.tags.filter((tag) => tag.tagName === "title"), where).toHaveLength(1);
        expect(head.value("og:site_name"), where).toBe("Showbook");
      }
      const gallery = headAndBody(await getHtml(request, "/public-gallery", userAgent)).head;
      expect(gallery.tags.some((tag) => attr(tag, "rel") === "canonical")).toBe(true);
      expect(gallery.value("og:url")).toMatch(/\/public-gallery$/);
    }
  });

  test("profiles carry schema.org ProfilePage data, social cards match their images, and the site has a favicon", async ({
    page,
    request,
    baseURL,
  }) => {
    const data = await publicData(page);
    const profile = headAndBody(await getHtml(request, `/profile/${data.username}`));
    const jsonLd = [...profile.head.jsonLd, ...profile.body.jsonLd].map((script) => JSON.parse((script.childNodes[0] as { value: string }).value));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        url: `${baseURL}/profile/${data.username}`,
        mainEntity: expect.objectContaining({ "@type": "Person", name: data.username }),
      }),
    );

    for (const pathname of publicPaths(data)) {
      const { head } = headAndBody(await getHtml(request, pathname));
      const card = head.value("twitter:card");
      const image = head.value("og:image");
      // A large-image card needs an image that is wide (Twitter/X: at least 300×157, drawn at 1.91:1).
      if (card === "summary_large_image") {
        expect(image, `${pathname}: summary_large_image without og:image`).toBeTruthy();
        const [width, height] = [Number(head.value("og:image:width")), Number(head.value("og:image:height"))];
        expect(width / height, `${pathname}: ${width}×${height} for a large card`).toBeGreaterThan(1.5);
      } else {
        expect(card, pathname).toBe("summary");
      }
      expect(head.value("og:site_name"), pathname).toBe("Showbook");
      expect(head.value("og:type"), pathname).toMatch(/^(website|profile)$/);
    }

    const home = headAndBody(await getHtml(request, "/")).head;
    // The information pages are prerendered with the build's APP_URL: the image is fetched by its path.
    const homeImage = await request.get(new URL(home.value("og:image")!).pathname);
    expect(homeImage.status()).toBe(200);
    expect(homeImage.headers()["content-type"]).toBe("image/png");
    expect(headAndBody(await getHtml(request, `/profile/${data.username}`)).head.value("twitter:card")).toBe("summary");

    const favicon = await request.get("/favicon.ico");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toMatch(/^image\//);
    expect(home.tags.some((tag) => attr(tag, "rel") === "icon")).toBe(true);
  });

  test("the Nu HTML Checker finds no error on any public page", async ({ page, request }) => {
    test.setTimeout(180_000);
    const data = await publicData(page);
    // The booking widget's page too: another site frames it, without the site's header and footer.
    const paths = [...publicPaths(data), `/embed/book/${data.property.slug}`];
    const pages = new Map<string, string>();
    for (const pathname of paths) {
      const html = await getHtml(request, pathname);
      if (pathname.startsWith("/book/")) expect(html, "the listing agent's box is checked too").toContain('aria-label="Listing agent"');
      pages.set(pathname, html);
    }
    expect(nuErrors(pages)).toEqual([]);
  });
});
