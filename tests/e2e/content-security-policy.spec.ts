import { expect, test, type Page } from "@playwright/test";
import { createListedProperty, fillBookingForm } from "./booking-helpers";
import { createUser, withE2eDatabase } from "./helpers";

/**
 * Every CSP violation the page reports, as `securitypolicyviolation` events and console
 * messages: a probe of eval that the page catches (as zod's JIT did) still reports one.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  // Console messages of every page visited; the events of the page now shown.
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) messages.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...messages];
}

const hydrated = (page: Page) => expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();

test("[csp] the booking page, the gallery and a profile run without a CSP violation (zod is jitless in the browser)", async ({ page, browser }) => {
  const property = await createListedProperty(page);
  const creator = await createUser();
  const [{ username }] = await withE2eDatabase((sql) => sql<{ username: string }[]>`select anonymous_username as username from users where id = ${creator.id}`);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  const violations = await recordViolations(visitor);
  await visitor.goto(`/book/${property.slug}`);
  await hydrated(visitor);
  // The form's checks (zod) load and run as the booker fills it in.
  await fillBookingForm(visitor, "Buyer", { name: "Cora Visitor", email: "cora@example.com", phone: "415-555-0123" });
  await visitor.getByLabel(/I agree to the/).check();
  expect(await violations(), "the booking page").toEqual([]);
  for (const path of ["/public-gallery", `/profile/${username}`]) {
    await visitor.goto(path);
    await hydrated(visitor);
    expect(await violations(), path).toEqual([]);
  }
  await context.close();
});
