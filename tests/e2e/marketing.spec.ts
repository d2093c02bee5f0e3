import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import LinkText from "lighthouse/core/audits/seo/link-text.js";
import { BOOKING_FEE, SUPPORT_EMAIL, TENANT_REFERRAL_CENTS, formatUsd } from "@/lib/constants";

/**
 * The information pages; `template` names the layout that shapes a page: the long-text pages are
 * one template (components/marketing/legal-page.tsx), each other page is a template of its own.
 */
const infoPages: { path: string; title: RegExp; template: string }[] = [
  { path: "/", title: /Showbook/, template: "home" },
  { path: "/about", title: /About \| Showbook/, template: "about" },
  { path: "/how", title: /How It Works \| Showbook/, template: "how" },
  { path: "/pricing", title: /Pricing \| Showbook/, template: "pricing" },
  { path: "/reviews", title: /Reviews \| Showbook/, template: "reviews" },
  { path: "/contact", title: /Contact \| Showbook/, template: "contact" },
  { path: "/terms", title: /Terms of Service \| Showbook/, template: "legal" },
  { path: "/privacy", title: /Privacy Policy \| Showbook/, template: "legal" },
  { path: "/tenant-faq", title: /Tenant FAQ.* \| Showbook/, template: "legal" },
  { path: "/tenant-rights", title: /Tenant Rights.* \| Showbook/, template: "tenant-rights" },
  { path: "/tenant-faq-test", title: /Tenant FAQ.* \| Showbook/, template: "legal" },
  { path: "/owner-protection", title: /Owner Protection \| Showbook/, template: "owner-protection" },
  { path: "/agent-liability", title: /Agent Liability.* \| Showbook/, template: "agent-liability" },
  { path: "/showbook/terms", title: /Booking Terms \| Showbook/, template: "legal" },
];

/** One page of each template, for the checks of what a template decides: the phone layout and accessibility. */
const onePerTemplate = infoPages.filter((page, index) => infoPages.findIndex((other) => other.template === page.template) === index);

/** Buttons do nothing until React has hydrated the page; retry the first interaction until it takes. */
async function clickUntil(page: Page, action: () => Promise<void>, check: () => Promise<void>) {
  await expect(async () => {
    await action();
    await check();
  }).toPass({ timeout: 15_000 });
}

for (const { path, title } of infoPages) {
  test(`[marketing] ${path} loads with its title, one h1 and social meta tags`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response, `no response for ${path}`).not.toBeNull();
    expect(response!.status()).toBeLessThan(400);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\S/);
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}

test("[marketing] signed-out home CTA links to /register and About Showbook to /about", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("primary-cta").first()).toHaveAttribute("href", "/register");
  await expect(page.getByRole("link", { name: "About Showbook", exact: true })).toHaveAttribute("href", "/about");
});

test("[marketing] every link on the information pages says where it leads (Lighthouse's link-text audit), one page per template", async ({ page }) => {
  for (const { path } of onePerTemplate) {
    await page.goto(path);
    // What Lighthouse's AnchorElements gatherer collects: each link's href, rendered text and rel.
    const anchors = await page.locator("a[href]").evaluateAll((links) =>
      links.map((link) => ({ href: (link as HTMLAnchorElement).href, text: (link as HTMLElement).innerText, rel: link.getAttribute("rel") ?? "" })),
    );
    const { details } = LinkText.audit({ URL: { finalDisplayedUrl: page.url() }, AnchorElements: anchors } as never);
    expect((details as { items: unknown[] }).items, `links without descriptive text on ${path}`).toEqual([]);
  }
});

test("[marketing] signed-out about and how CTAs link to /register", async ({ page }) => {
  for (const path of ["/about", "/how"]) {
    await page.goto(path);
    await expect(page.getByTestId("primary-cta").first()).toHaveAttribute("href", "/register");
  }
});

test("[marketing] footer has the Tenants, Agents, Owners, Terms, Privacy and Contact links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const expected: [string, string][] = [
    ["Tenants", "/tenant-rights"],
    ["Agents", "/agent-liability"],
    ["Owners", "/owner-protection"],
    ["Terms of Service", "/terms"],
    ["Privacy Policy", "/privacy"],
    ["Contact", "/contact"],
  ];
  for (const [name, href] of expected) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("[marketing] reviews shows 15 reviews and the four headline stats", async ({ page }) => {
  await page.goto("/reviews");
  const reviews = page.locator("#agent-reviews article");
  await expect(reviews).toHaveCount(15);
  for (const review of await reviews.all()) {
    await expect(review.getByRole("img", { name: /Rated [1-5] out of 5/ })).toBeVisible();
  }
  const stats = page.getByTestId("headline-stats").first();
  for (const value of ["4.9", "500+", "95%", "100%"]) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(stats).toContainText("Average rating");
  await expect(stats).toContainText("Tenant satisfaction");
});

test("[marketing] tenant-rights accordion opens one question at a time", async ({ page }) => {
  await page.goto("/tenant-rights");
  const questions = page.locator("#faq button[aria-controls]");
  await expect(questions).toHaveCount(8);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(second).toHaveAttribute("aria-expanded", "false");

  // Each question is a button named by its question text.
  await expect(page.getByRole("button", { name: "How much notice must I get before a showing?" })).toBeVisible();

  await clickUntil(
    page,
    () => first.click(),
    () => expect(first).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 }),
  );
  const firstPanel = page.locator(`[id="${await first.getAttribute("aria-controls")}"]`);
  const secondPanel = page.locator(`[id="${await second.getAttribute("aria-controls")}"]`);
  await expect(firstPanel).toBeVisible();
  await expect(secondPanel).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(secondPanel).toBeVisible();
  await expect(firstPanel).toBeHidden();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(secondPanel).toBeHidden();
  for (const question of await questions.all()) {
    await expect(question).toHaveAttribute("aria-expanded", "false");
  }
});

test("[marketing] Copy Letter copies the sample letter and confirms with a toast", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/tenant-rights");
  const copy = page.getByRole("button", { name: "Copy Letter" });
  await clickUntil(
    page,
    () => copy.click(),
    () => expect(page.getByText("Letter copied to clipboard!").first()).toBeVisible({ timeout: 1_000 }),
  );
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain("Dear [Landlord or Agent Name],");
  expect(clipboard).toContain("California Civil Code § 1954");
  await expect(page.getByTestId("sample-letter")).toContainText("Dear [Landlord or Agent Name],");
});

test("[marketing] tenant-rights explains the referral program", async ({ page }) => {
  await page.goto("/tenant-rights");
  await expect(page.locator("#referral")).toContainText(`${formatUsd(TENANT_REFERRAL_CENTS)} for every showing`);
});

test("[marketing] pricing renders the booking fee from the constants", async ({ page }) => {
  await page.goto("/pricing");
  const main = page.locator("#main");
  await expect(main).toContainText(BOOKING_FEE);
  await expect(main).toContainText("non-refundable");
  await expect(main).toContainText(formatUsd(TENANT_REFERRAL_CENTS));
  await expect(main).not.toContainText("$25");
  await expect(main).not.toContainText("$15");
});

test("[marketing] how it works shows the four steps and a pricing block", async ({ page }) => {
  await page.goto("/how");
  for (const step of ["List your properties", "Share booking links", "Automatic notifications", "Manage and track"]) {
    await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
  }
  await expect(page.locator("#pricing")).toContainText(BOOKING_FEE);
});

test("[marketing] contact has phone and email links and support hours", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator('#main a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator(`#main a[href="mailto:${SUPPORT_EMAIL}"]`).first()).toBeVisible();
  const main = page.locator("#main");
  await expect(main).toContainText("Monday – Friday");
  await expect(main).toContainText("9:00 AM – 6:00 PM PST");
  await expect(main).toContainText("10:00 AM – 4:00 PM");
  await expect(main).toContainText("Closed");
  await expect(main).toContainText("24/7");
  await expect(main).toContainText("within 24 hours");
});

test("[marketing] sitemap.xml lists /how", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/<loc>[^<]*\/how<\/loc>/);
  expect(body).toMatch(/<loc>[^<]*\/tenant-rights<\/loc>/);
});

test("[marketing] robots.txt disallows /api and the dashboard", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/^Disallow: \/api/m);
  expect(body).toMatch(/^Disallow: \/account/m);
  expect(body).toMatch(/^Disallow: \/overview/m);
  expect(body).toMatch(/^Allow: \/$/m);
  expect(body).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test("[marketing] @mobile information pages fit a phone screen, one page per template", async ({ page }) => {
  test.setTimeout(180_000);
  for (const { path } of onePerTemplate) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  }
});

test("[marketing] information pages have no accessibility violations in the main content, one page per template", async ({ page }) => {
  test.setTimeout(180_000);
  for (const { path } of onePerTemplate) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).include("#main").analyze();
    const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`);
    expect(found, `accessibility violations on ${path}`).toEqual([]);
  }
});
