import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse, type Browser, type Page } from "@playwright/test";
import { bookInMockMode, createListedProperty } from "./booking-helpers";
import { expectCompressedAsAsked, expectScriptsAllowedByHash, scriptSrc } from "./compressed-responses";
import { createUser, signInOverHttp, withE2eDatabase } from "./helpers";

const booker = { name: "Cached Page Booker", email: "cached-page-booker@example.com", phone: "415-555-0100" };
const slotGroup = (page: Page) => page.getByRole("group", { name: "Showing time" });

/** The last date offered: two weeks out, so the advance notice hides none of its slots, whatever the hour. */
async function chooseLastDate(page: Page) {
  const dates = page.getByLabel("Showing date");
  const values = await dates.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  await dates.selectOption(values[values.length - 1]);
}

/**
 * A new visitor who sees only what the page's HTML offers: the form's request for the day's
 * fresh slots is refused, so a stale page would show its stale slots.
 */
async function visitFromHtmlOnly(browser: Browser, slug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route("**/api/showbook/public/property/*/slots", (route) => route.abort());
  await page.goto(`/book/${slug}`);
  await page.getByRole("button", { name: "Buyer", exact: true }).click();
  return page;
}

/** The page's one CSP allows its inline scripts by hash only: no nonce, no unsafe-inline. */
async function expectHashPolicy(response: APIResponse, path: string) {
  const policy = scriptSrc(response.headers()["content-security-policy"]);
  expect(response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy"), path).toHaveLength(1);
  expect(policy, path).toMatch(/^script-src 'self' /);
  expect(policy, path).not.toMatch(/'nonce-|'unsafe-inline'|'unsafe-eval'/);
  expectScriptsAllowedByHash(policy, await response.text(), path);
}

/** The next visit is served from the cache, not rendered for it. */
const expectCached = (request: APIRequestContext, path: string) =>
  expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { message: path }).toBe("HIT");

/** A creator (an account made in the database) with one public image whose prompt no other test uses. */
async function createCreatorWithImage() {
  const creator = await createUser();
  const prompt = `A cached ${randomUUID()} lighthouse`;
  return withE2eDatabase(async (sql) => {
    const [{ username }] = await sql<{ username: string }[]>`select anonymous_username as username from users where id = ${creator.id}`;
    const [{ id }] = await sql<{ id: string }[]>`insert into images (user_id, prompt, style, filter, seed, width, height, provider, image_key, thumb_key, visibility)
      values (${creator.id}, ${prompt}, 'Cinematic', 'Default', 42, 512, 512, 'preview', ${`images/${creator.id}/a.png`}, ${`images/${creator.id}/a.webp`}, 'public')
      returning id`;
    return { ...creator, username, prompt, imageId: id };
  });
}

/** A new visitor's view of a page, with no session: what the cached HTML shows. */
async function visitAnonymously(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, response, close: () => context.close() };
}

const imageCard = (page: Page, prompt: string) => page.getByRole("button", { name: `Open image: ${prompt}` });

test.describe("[cached-pages] public pages served from cached HTML", () => {
  test("the booking page is cached, and a booking removes its slot from it for the next visitor", async ({ page, browser, request }) => {
    const property = await createListedProperty(page);
    const first = await visitFromHtmlOnly(browser, property.slug);
    await first.getByLabel("Showing date").selectOption({ index: 2 });
    const date = await first.getByLabel("Showing date").inputValue();
    const time = (await slotGroup(first).getByRole("button").and(first.locator(":enabled")).first().textContent()) ?? "";
    await first.context().close();
    // Served from the cache now, not rendered for each request.
    await expect.poll(async () => (await request.get(`/book/${property.slug}`)).headers()["x-nextjs-cache"]).toBe("HIT");

    await bookInMockMode(page, property.slug, booker, 2);

    const next = await visitFromHtmlOnly(browser, property.slug);
    await next.getByLabel("Showing date").selectOption(date);
    await expect(slotGroup(next).getByRole("button", { name: time, exact: true })).toBeDisabled();
    await next.context().close();
  });

  test("a schedule edit shows on the cached booking and share pages", async ({ page, browser, request }) => {
    const property = await createListedProperty(page);
    const before = await visitFromHtmlOnly(browser, property.slug);
    await chooseLastDate(before);
    await expect(slotGroup(before).getByRole("button", { name: "4:00 PM", exact: true })).toBeVisible();
    await before.context().close();
    await expect.poll(async () => (await request.get(`/property/share/${property.slug}`)).headers()["x-nextjs-cache"]).toBe("HIT");

    const morning = { enabled: true, start: "09:00", end: "10:00" };
    const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
    const edit = await page.request.put(`/api/showbook/properties/${property.id}`, {
      data: { customAvailability: Object.fromEntries(days.map((day) => [day, morning])) },
    });
    expect(edit.ok()).toBe(true);

    const after = await visitFromHtmlOnly(browser, property.slug);
    await chooseLastDate(after);
    await expect(slotGroup(after).getByRole("button", { name: "9:00 AM", exact: true })).toBeVisible();
    await expect(slotGroup(after).getByRole("button", { name: "4:00 PM", exact: true })).toHaveCount(0);
    await after.goto(`/property/share/${property.slug}`);
    await after.getByRole("button", { name: "Buyer", exact: true }).click();
    await chooseLastDate(after);
    await expect(slotGroup(after).getByRole("button", { name: "9:00 AM", exact: true })).toBeVisible();
    await expect(slotGroup(after).getByRole("button", { name: "4:00 PM", exact: true })).toHaveCount(0);
    await after.context().close();
  });

  test("the cached pages' CSP allows their inline scripts by hash only, the scripts run, and visits are counted", async ({ page, browser, request }) => {
    const property = await createListedProperty(page);
    for (const path of [`/book/${property.slug}`, `/property/share/${property.slug}`]) await expectHashPolicy(await request.get(path), path);

    const views = () =>
      withE2eDatabase(async (sql) => Number((await sql`select count(*) from booking_page_views where property_id = ${property.id}`)[0].count));
    // A crawler's fetch runs no script and is not counted.
    await request.get(`/book/${property.slug}`, { headers: { "user-agent": "Googlebot/2.1" } });
    expect(await views()).toBe(0);

    const context = await browser.newContext();
    const visitor = await context.newPage();
    const violations: string[] = [];
    visitor.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The page's scripts run: the visit is counted and the booking goes through.
    await bookInMockMode(visitor, property.slug, booker, 3);
    await expect.poll(views).toBe(1);
    expect(violations).toEqual([]);
    await context.close();
  });

  test("the cached pages are sent compressed as the client accepts, their hashes matching the decompressed HTML, and still work", async ({ page, browser, request, baseURL }) => {
    const property = await createListedProperty(page);
    for (const path of [`/book/${property.slug}`, `/property/share/${property.slug}`]) {
      await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"]).toBe("HIT");
      await expectCompressedAsAsked(baseURL, path);
    }

    // A browser asks for brotli, and the page it gets runs: the form hydrates and offers slots, with no CSP violation.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const violations: string[] = [];
    visitor.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await visitor.goto(`/book/${property.slug}`);
    expect((await response?.allHeaders())?.["content-encoding"]).toBe("br");
    await visitor.getByRole("button", { name: "Buyer", exact: true }).click();
    await chooseLastDate(visitor);
    await expect(slotGroup(visitor).getByRole("button", { name: "4:00 PM", exact: true })).toBeEnabled();
    expect(violations).toEqual([]);
    await context.close();
  });

  test("a creator's profile and the gallery are cached, and an image hidden or published and a follow show for the next visitor", async ({ browser, request, page }) => {
    const creator = await createCreatorWithImage();
    const profilePath = `/profile/${creator.username}`;
    for (const path of [profilePath, "/public-gallery"]) await expectCached(request, path);
    const before = await visitAnonymously(browser, profilePath);
    await expect(imageCard(before.page, creator.prompt)).toBeVisible();
    await expect(before.page.getByTestId("follower-count")).toHaveText("0");
    await before.close();

    // The creator hides the image (in whichever web process answers): it leaves both pages.
    await signInOverHttp(page, creator.email);
    expect((await page.request.patch(`/api/images/${creator.imageId}/visibility`, { data: { visibility: "private" } })).ok()).toBe(true);
    const hidden = await visitAnonymously(browser, profilePath);
    await expect(hidden.page.getByText("No public images available")).toBeVisible();
    await hidden.page.goto("/public-gallery");
    await expect(hidden.page.getByRole("heading", { name: "Welcome to the Public Gallery" })).toBeVisible();
    await expect(imageCard(hidden.page, creator.prompt)).toHaveCount(0);
    await hidden.close();

    // Published again, and followed by a second account: both pages show it.
    await expectCached(request, profilePath);
    expect((await page.request.patch(`/api/images/${creator.imageId}/visibility`, { data: { visibility: "public" } })).ok()).toBe(true);
    const fan = await browser.newContext();
    const fanPage = await fan.newPage();
    await signInOverHttp(fanPage, (await createUser()).email);
    expect((await fanPage.request.post(`/api/follow/${creator.username}`)).ok()).toBe(true);
    const after = await visitAnonymously(browser, profilePath);
    await expect(imageCard(after.page, creator.prompt)).toBeVisible();
    await expect(after.page.getByTestId("follower-count")).toHaveText("1");
    await after.page.goto("/public-gallery");
    await expect(imageCard(after.page, creator.prompt)).toBeVisible();
    await after.close();

    // The signed-in fan gets the same cached HTML; who is looking shows from the browser.
    await expectCached(fanPage.request, profilePath);
    await fanPage.goto(profilePath);
    await expect(fanPage.getByRole("button", { name: "Unfollow" })).toBeVisible();
    await fan.close();
    await page.goto(profilePath);
    await expect(page.getByTestId("follower-count")).toHaveText("1");
    await expect(page.getByRole("button", { name: /Follow/ })).toHaveCount(0);
  });

  test("an unknown username is a 404, until a user takes the name", async ({ browser, request }) => {
    const name = `cached${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await request.get(`/profile/${name}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("Profile not found");
    }
    const user = await createUser();
    await withE2eDatabase((sql) => sql`update users set anonymous_username = ${name} where id = ${user.id}`);
    await expect.poll(async () => (await request.get(`/profile/${name}`)).status()).toBe(200);
    const visitor = await visitAnonymously(browser, `/profile/${name}`);
    await expect(visitor.page.getByRole("heading", { name, exact: true })).toBeVisible();
    await visitor.close();
  });

  test("the profile and the gallery, searched or not, allow their inline scripts by hash only, and their scripts run", async ({ browser, request }) => {
    const creator = await createCreatorWithImage();
    const search = `/public-gallery?query=${encodeURIComponent(creator.prompt.split(" ")[2])}`;
    for (const path of [`/profile/${creator.username}`, "/public-gallery", search]) await expectHashPolicy(await request.get(path), path);
    // A search is rendered for its request, not served from the default view's cached HTML.
    expect((await request.get(search)).headers()["x-nextjs-cache"]).toBeUndefined();

    const context = await browser.newContext();
    const visitor = await context.newPage();
    const violations: string[] = [];
    visitor.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await visitor.goto(search);
    await expect(visitor.getByText("Showing results for your search.")).toBeVisible();
    await imageCard(visitor, creator.prompt).click();
    await expect(visitor.getByRole("dialog", { name: "Image details" }).getByText(creator.prompt)).toBeVisible();
    await visitor.goto(`/profile/${creator.username}`);
    await visitor.getByRole("button", { name: "Follow", exact: true }).click();
    await expect(visitor.getByText("Please log in to follow users")).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });
});
