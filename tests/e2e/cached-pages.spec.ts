import { expect, test, type Browser, type Page } from "@playwright/test";
import { bookInMockMode, createListedProperty } from "./booking-helpers";
import { expectCompressedAsAsked, expectScriptsAllowedByHash, scriptSrc } from "./compressed-responses";
import { withE2eDatabase } from "./helpers";

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
    for (const path of [`/book/${property.slug}`, `/property/share/${property.slug}`]) {
      const response = await request.get(path);
      const policy = scriptSrc(response.headers()["content-security-policy"]);
      expect(response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy"), path).toHaveLength(1);
      expect(policy, path).toMatch(/^script-src 'self' /);
      expect(policy, path).not.toMatch(/'nonce-|'unsafe-inline'|'unsafe-eval'/);
      expectScriptsAllowedByHash(policy, await response.text(), path);
    }

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
});
