import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { createListedProperty, openPropertyCard } from "./booking-helpers";

test("[embed] the card's widget code books a showing from a page on another site, and the widget fits its content", async ({
  page,
  browser,
}) => {
  const property = await createListedProperty(page);
  const card = await openPropertyCard(page, property);
  await card.getByText("Booking widget for your website").click();
  const snippet = await card.getByLabel(/Paste this where the booking form should appear/).inputValue();
  expect(snippet).toContain(`/embed/book/${property.slug}`);

  // The agent's own website: another origin (127.0.0.1 and a port of its own, not localhost).
  const agentSite = createServer((_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(`<!doctype html><html><body><h1>Jane's listings</h1>${snippet}<p>Footer of the agent's site</p></body></html>`);
  });
  await new Promise<void>((resolve) => agentSite.listen(0, "127.0.0.1", resolve));
  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`http://127.0.0.1:${(agentSite.address() as AddressInfo).port}/`);
    const iframe = visitor.locator("iframe[data-showbook-embed]");
    const widget = visitor.frameLocator("iframe[data-showbook-embed]");
    await expect(widget.getByRole("heading", { name: `Book a showing: ${property.fullAddress}` })).toBeVisible();
    // The widget script sized the iframe to the form, away from the snippet's 900px.
    await expect.poll(() => iframe.evaluate((element: HTMLIFrameElement) => element.style.height)).not.toBe("900px");
    const before = await iframe.evaluate((element: HTMLIFrameElement) => element.getBoundingClientRect().height);
    await expect(widget.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    // The embed layout has no site header, footer or skip link at all, not merely hidden ones.
    await expect(widget.locator("header, footer, a[href='#main'], main style")).toHaveCount(0);
    await expect(widget.getByRole("main")).toHaveCount(1);

    await widget.getByRole("button", { name: "Buyer", exact: true }).click();
    await widget.getByLabel("Name", { exact: true }).fill("Wanda Widget");
    await widget.getByLabel("Email", { exact: true }).fill("wanda@example.com");
    await widget.getByLabel("Phone", { exact: true }).fill("415-555-0144");
    await widget.getByLabel("Showing date").selectOption({ index: 2 });
    await widget.getByRole("group", { name: "Showing time" }).getByRole("button").and(widget.locator(":enabled")).first().click();
    await widget.getByLabel(/I agree to the/).check();
    await widget.getByRole("button", { name: "Continue to Payment" }).click();
    await widget.getByRole("button", { name: "Pay $10" }).click();
    await expect(widget.getByTestId("confirmation-number")).toHaveText(/^SB-/);
    await expect.poll(() => iframe.evaluate((element: HTMLIFrameElement) => element.getBoundingClientRect().height)).not.toBe(before);

    // Every link that leaves the booking flow opens a new tab (the app's other pages refuse framing).
    const leaving = widget.locator("a[href]:not([href^='#']):not([href^='tel:']):not([href^='mailto:'])").filter({ visible: true });
    expect(await leaving.count()).toBeGreaterThan(0);
    for (const link of await leaving.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    const [manage] = await Promise.all([visitor.context().waitForEvent("page"), widget.getByRole("link", { name: "Manage your showing" }).click()]);
    await expect(manage.getByRole("heading", { name: "Your showing" })).toBeVisible();
    await expect(widget.getByTestId("confirmation-number")).toHaveText(/^SB-/);
  } finally {
    agentSite.close();
  }
});

test("[embed] only the embed pages may be framed by other sites", async ({ request }) => {
  const embed = await request.get("/embed/book/no-such-property");
  expect(embed.headers()["x-frame-options"]).toBeUndefined();
  expect(embed.headers()["content-security-policy"]).toContain("frame-ancestors *");

  const book = await request.get("/login");
  expect(book.headers()["x-frame-options"]).toBe("DENY");
  expect(book.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const home = await request.get("/");
  expect(home.headers()["x-frame-options"]).toBe("DENY");

  const widget = await request.get("/embed/widget.js");
  expect(widget.headers()["content-type"]).toContain("text/javascript");
  expect(await widget.text()).toContain("showbook:height");
});
