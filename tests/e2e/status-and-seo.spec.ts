import { randomUUID } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";
import { bookThroughApi, createListedProperty } from "./booking-helpers";

const noindex = async (response: APIResponse) => /<meta name="robots" content="noindex"/.test(await response.text());

test.describe("[status] public links answer with real status codes", () => {
  test("an unknown property, share link or manage link is a 404 that search engines skip", async ({ request }) => {
    for (const path of [
      `/book/${randomUUID()}`,
      "/book/no-such-property-slug",
      "/property/share/no-such-share-slug",
      `/bookings/manage/${randomUUID().replaceAll("-", "")}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await noindex(response), path).toBe(true);
    }
    const manage = await request.get(`/bookings/manage/${randomUUID()}`, { maxRedirects: 0 });
    expect(await manage.text()).toContain("This link is invalid or the booking no longer exists.");
  });

  test("an unlisted property's booking and share links redirect with 307 to the page that names its agent", async ({ page }) => {
    const property = await createListedProperty(page);
    // Seen once while listed, so the cached copy must be expired by the change.
    expect((await page.request.get(`/book/${property.slug}`, { maxRedirects: 0 })).status()).toBe(200);
    expect((await page.request.put(`/api/showbook/properties/${property.id}`, { data: { status: "unlisted" } })).ok()).toBe(true);
    const book = await page.request.get(`/book/${property.slug}`, { maxRedirects: 0 });
    expect(book.status()).toBe(307);
    expect(book.headers().location).toMatch(new RegExp(`/property-unavailable/${property.id}$`));
    // The share link (a yard sign's QR code) leads where the booking link does.
    const share = await page.request.get(`/property/share/${property.slug}`, { maxRedirects: 0 });
    expect(share.status()).toBe(307);
    expect(share.headers().location).toMatch(new RegExp(`/property-unavailable/${property.id}$`));
    expect((await page.request.get(`/property/share/${property.slug}/opengraph-image`)).status()).toBe(404);
  });

  test("an archived property's booking, share and embed links lead to the page that names its agent", async ({ page }) => {
    const property = await createListedProperty(page);
    expect((await page.request.put("/api/showbook/agent/profile", { data: { agent_name: "Sam Lister", agent_phone: "415-555-0177" } })).ok()).toBe(true);
    await bookThroughApi(page.request, property.id, { name: "Ari Archive", email: `ari-${Date.now()}@example.com`, phone: "415-555-0142" });
    // Seen once while listed, so the cached copies must be dropped by the archive.
    expect((await page.request.get(`/property/share/${property.slug}`, { maxRedirects: 0 })).status()).toBe(200);
    const deleted = await page.request.delete(`/api/showbook/properties/${property.id}`);
    expect(await deleted.json()).toMatchObject({ archived: true });

    for (const path of [`/book/${property.slug}`, `/book/${property.id}`, `/property/share/${property.slug}`]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toMatch(new RegExp(`/property-unavailable/${property.id}$`));
    }
    // The embed stays in its frame (the page may not be framed) and says the same, linking to it in a new tab.
    await page.goto(`/embed/book/${property.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This property is no longer available");
    await expect(page.getByText("Sam Lister")).toBeVisible();
    const open = page.getByRole("link", { name: "Open this page in a new tab" });
    await expect(open).toHaveAttribute("href", `/property-unavailable/${property.id}`);
    await expect(open).toHaveAttribute("target", "_blank");

    await page.goto(`/book/${property.slug}`);
    await expect(page).toHaveURL(new RegExp(`/property-unavailable/${property.id}$`));
    await expect(page.getByRole("link", { name: "(415) 555-0177" })).toHaveAttribute("href", "tel:+14155550177");
  });
});

test.describe("[seo] listings are discoverable", () => {
  test("a listed property is in the sitemap with canonical URLs, JSON-LD and an Open Graph image", async ({ page, baseURL }) => {
    const property = await createListedProperty(page);
    const sitemap = await page.request.get("/sitemap.xml");
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/property/share/${property.slug}</loc>`);

    for (const [path, canonical] of [
      [`/property/share/${property.slug}`, `/property/share/${property.slug}`],
      [`/book/${property.id}`, `/book/${property.slug}`],
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${canonical}"/>`);
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(jsonLd ?? "null")).toMatchObject({
        "@type": "RealEstateListing",
        about: { address: { streetAddress: property.fullAddress.split(",")[0], addressLocality: "San Francisco", postalCode: "94105" } },
        offers: { "@type": "Offer", price: "10.00", priceCurrency: "USD" },
      });
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, path).toBeTruthy();
      const png = await page.request.get(image!.replaceAll("&amp;", "&"));
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
    }

    const unlisted = await page.request.put(`/api/showbook/properties/${property.id}`, { data: { status: "unlisted" } });
    expect(unlisted.ok()).toBe(true);
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(property.slug);
  });

  test("the booking page loads the map only when asked", async ({ page }) => {
    const property = await createListedProperty(page);
    await page.goto(`/book/${property.slug}`);
    await expect(page.getByRole("form", { name: "Book a showing" })).toBeVisible();
    await expect(page.getByTitle(`Map of ${property.fullAddress}`)).toHaveCount(0);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.getByTitle(`Map of ${property.fullAddress}`)).toBeAttached();
  });
});
