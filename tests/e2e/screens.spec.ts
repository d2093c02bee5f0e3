import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../../playwright.config";
import { bookInMockMode, bookThroughApi, createListedProperty, fillBookingForm, fillDemoBooker } from "./booking-helpers";
import { signIn, signOut, signUp, TEST_PASSWORD, withE2eDatabase } from "./helpers";

/** Collects the page's layout shifts (not those right after input), from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // The shifts of the frames drawn so far, those not yet handed to the observer's callback included.
    (window as unknown as { layoutShifts: () => number[] }).layoutShifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
}

/** The layout shift so far, once the page has drawn two more frames (any change made before is drawn by then). */
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: () => number[] }).layoutShifts().reduce((sum, value) => sum + value, 0);
  });

/** Holds /api/session back until the page has loaded, as a slow network or a cold server does, so a late header would show. */
const slowSession = (page: Page) =>
  page.route("**/api/session", async (route) => {
    await page.waitForLoadState("load");
    await route.continue();
  });

const userMenu = (page: Page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /^User menu for/ });

test.describe("[screens] header", () => {
  test("signed in or not, the header and the second bar take their place from the first paint: no layout shift", async ({ page }) => {
    await signUp(page);
    await watchLayoutShifts(page);
    await slowSession(page);
    for (const path of ["/reviews", "/account", "/properties"]) {
      await page.goto(path);
      await expect(userMenu(page)).toBeVisible();
      expect(await layoutShift(page), path).toBe(0);
    }
    await signOut(page);
    await page.goto("/reviews");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  });

  test("signing out or in in one tab shows in the other tab's header without a reload", async ({ page, context }) => {
    const { email } = await signUp(page);
    await page.goto("/reviews");
    const other = await context.newPage();
    await other.goto("/pricing");
    await expect(userMenu(other)).toBeVisible();

    await signOut(page);
    await expect(other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(userMenu(other)).toHaveCount(0);

    await signIn(page, email, TEST_PASSWORD);
    await expect(userMenu(other)).toBeVisible();
  });
});

test.describe("[screens] one navigation per viewport", () => {
  const sectionNavigations = (page: Page) =>
    page.getByRole("navigation").filter({ has: page.getByRole("link", { name: "Residents", exact: true }) }).filter({ visible: true });

  test("the dashboard shows its section navigation once on a desktop and once on a phone", async ({ page }) => {
    await signUp(page);
    await page.goto("/properties");
    await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeVisible();
    await expect(sectionNavigations(page)).toHaveCount(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeVisible();
    await expect(sectionNavigations(page)).toHaveCount(1);
    // Outside the dashboard the signed-in second bar is the one navigation.
    await page.goto("/account");
    await expect(page.getByRole("navigation", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(sectionNavigations(page)).toHaveCount(1);
  });

  test("a property card sets its public status with one switch", async ({ page }) => {
    const property = await createListedProperty(page);
    await page.goto("/properties");
    const card = page.getByRole("article", { name: property.fullAddress });
    await expect(card.getByRole("combobox")).toHaveCount(0);
    const toggle = card.getByRole("switch", { name: "Public booking page" });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(card.getByText("Private", { exact: true })).toBeVisible();
  });
});

test("[screens] Reset on completed showings puts the time-range control back to the 30-day default the list uses", async ({ page }) => {
  await signUp(page);
  await page.goto("/completed?range=all");
  const range = page.getByLabel("Time range");
  await expect(range).toHaveValue("all");
  await page.getByRole("link", { name: "Reset" }).click();
  await expect(page).toHaveURL(/\/completed$/);
  await expect(range).toHaveValue("30");
});

test("[screens] the share page and the stats count views alike: each visitor once a day", async ({ page, browser }) => {
  const property = await createListedProperty(page);
  const sharePath = `/property/share/${property.slug}`;
  // Each load of the share page counts its view from the browser; the count shown is the one after it.
  const visit = async (visitor: Page) => {
    const counted = visitor.waitForResponse((response) => response.url().endsWith(`/share/${property.slug}/view`));
    await visitor.goto(sharePath);
    await counted;
  };
  await visit(page);
  await expect(page.getByTestId("share-count-views")).toHaveText("1");
  await visit(page);
  await expect(page.getByTestId("share-count-views")).toHaveText("1");
  const visitor = await browser.newContext({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0", extraHTTPHeaders: { "x-forwarded-for": "203.0.113.9" } });
  const visitorPage = await visitor.newPage();
  await visit(visitorPage);
  await expect(visitorPage.getByTestId("share-count-views")).toHaveText("2");
  await visitor.close();

  expect(await (await page.request.get(`/api/showbook/public/share/${property.slug}`)).json()).toMatchObject({ view_count: 2 });
  await page.goto("/stats");
  const card = (label: string) => page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(card("Total Views").locator("dd").first()).toHaveText("2");
  await expect(card("Total Views")).toContainText("each visitor once a day");
  await expect(card("Estimated Revenue")).toContainText("not the $10 booking fee");
});

test.describe("[screens] unavailable property", () => {
  test("shows the listing agent's name and phone for a real property, and 404 for anything else", async ({ page }) => {
    const property = await createListedProperty(page);
    expect((await page.request.put("/api/showbook/agent/profile", { data: { agent_name: "Sam Lister", agent_phone: "415-555-0177" } })).ok()).toBe(true);
    expect((await page.request.put(`/api/showbook/properties/${property.id}`, { data: { status: "unlisted" } })).ok()).toBe(true);
    await page.goto(`/book/${property.slug}`);
    await expect(page).toHaveURL(new RegExp(`/property-unavailable/${property.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This property is no longer available");
    await expect(page.getByText("Sam Lister")).toBeVisible();
    await expect(page.getByRole("link", { name: "(415) 555-0177" })).toHaveAttribute("href", "tel:+14155550177");

    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect((await page.request.get(`/property-unavailable/${id}`)).status(), id).toBe(404);
    }
  });
});

test.describe("[screens] payment step", () => {
  test("mock mode loads no Stripe.js, says so once, and phone links are E.164", async ({ page }) => {
    const stripeRequests: string[] = [];
    page.on("request", (request) => {
      if (/stripe\.(com|network)/.test(request.url())) stripeRequests.push(request.url());
    });
    const property = await createListedProperty(page);
    expect((await page.request.put("/api/showbook/agent/profile", { data: { agent_name: "Sam Lister", agent_phone: "415-555-0134" } })).ok()).toBe(true);
    // As the demo seed and older profiles keep it: a national number, which the link still dials as E.164.
    await withE2eDatabase(
      (sql) => sql`update agent_profiles set agent_phone = '(415) 555-0134' where user_id = (select agent_id from properties where id = ${property.id})`,
    );
    await page.goto(`/book/${property.slug}`);
    await expect(page.getByRole("link", { name: "(415) 555-0134" })).toHaveAttribute("href", "tel:+14155550134");
    await fillBookingForm(page, "Buyer", { name: "Pat Payer", email: "pat@example.com", phone: "415-555-0101" });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("button", { name: "Pay $10" })).toBeVisible();
    await expect(page.getByText(/Development mode/)).toHaveCount(1);
    await expect(page.getByRole("note")).toHaveText("Development mode: payments are simulated and no card will be charged.");
    await expect(page.getByText("Your time slot is held for 10 minutes while you pay.")).toBeVisible();
    await page.getByRole("button", { name: "Pay $10" }).click();
    await expect(page.getByTestId("confirmation-number")).toHaveText(/^SB-/);

    await page.goto(`/property/share/${property.slug}`);
    await expect(page.getByTestId("share-count-views")).toBeVisible();
    await page.goto("/demo-booking");
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(stripeRequests).toEqual([]);
  });
});

test.describe("[screens] copy that fits the situation", () => {
  test("the confirmation links to the booking's manage page, and cancelling at a vacant unit tells nobody about a resident, before or after", async ({ page }) => {
    const property = await createListedProperty(page);
    const number = await bookInMockMode(page, property.slug, { name: "Val Vacant", email: "val@example.com", phone: "415-555-0102" });
    const manage = page.getByRole("link", { name: "Manage your showing" });
    await expect(manage).toHaveAttribute("href", /^\/bookings\/manage\/[^/]+$/);
    const manageUrl = await manage.getAttribute("href");
    await manage.click();
    await expect(page.getByText(number)).toBeVisible();

    await page.goto("/properties");
    await page.getByRole("button", { name: "View Bookings" }).click();
    const bookings = page.getByRole("dialog", { name: "Bookings" });
    await bookings.getByRole("button", { name: "Cancel Showing" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel this showing?" });
    await expect(confirm).toContainText("The booker is told, and the booking fee is refunded.");
    await expect(confirm).not.toContainText("resident");
    // Once done, the confirmation says what happened: the booker was told; a mock payment took nothing to refund.
    await confirm.getByRole("button", { name: "Cancel Showing" }).click();
    await expect(page.getByText("Showing cancelled. The buyer has been told.", { exact: true })).toBeVisible();
    await page.goto(manageUrl!);
    await expect(page.getByRole("status").filter({ hasText: "This showing is cancelled." })).toHaveText("This showing is cancelled. The listing agent has been told.");
  });

  test("the $1 demo holds no slot, and searches without hits say so", async ({ page }) => {
    await page.goto("/demo-booking");
    await page.getByLabel("Showing date").selectOption({ index: 2 });
    await page.getByRole("group", { name: "Showing time" }).getByRole("button", { name: "9:00 AM" }).click();
    await fillDemoBooker(page);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("button", { name: "Pay $1" })).toBeVisible();
    await expect(page.getByText(/held for 10 minutes/)).toHaveCount(0);

    await signUp(page);
    expect((await page.request.post("/api/showbook/prospects", { data: { first_name: "Pat", last_name: "Prospect", prospect_type: "buyer", property_address: "1 Main St" } })).status()).toBe(201);
    await page.goto("/prospects");
    await page.getByRole("searchbox", { name: "Search prospects" }).fill("zzzz-no-such-name");
    await expect(page.getByText("Nothing matches “zzzz-no-such-name”.")).toBeVisible();
    await expect(page.getByText(/No prospects yet/)).toHaveCount(0);
  });

  test("Active Properties and its hint count the same thing", async ({ page }) => {
    await createListedProperty(page);
    const second = await page.request.post("/api/showbook/properties", {
      data: { addressLine1: "5 Hidden Ct", city: "Oakland", state: "CA", zipCode: "94612" },
    });
    expect(second.status()).toBe(201);
    const { property } = (await second.json()) as { property: { id: string } };
    expect((await page.request.put(`/api/showbook/properties/${property.id}`, { data: { status: "unlisted" } })).ok()).toBe(true);
    await page.goto("/overview");
    const card = page.locator("div").filter({ has: page.getByText("Active Properties", { exact: true }) }).last();
    await expect(card).toHaveText(/Active Properties\s*1\s*\+1 added this month/);
  });

  test("the demo account is seeded verified: no e-mail banner", async ({ page }) => {
    await signIn(page, "demo@showbook.app", "showbook-demo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Please verify your e-mail address")).toHaveCount(0);
  });
});

test.describe("[screens] accessibility", () => {
  test("calendar .ics buttons name their visible text, and each card's contacts region is unique", async ({ page }) => {
    const property = await createListedProperty(page);
    await bookThroughApi(page.request, property.id, { name: "Cal Endar", email: "cal@example.com", phone: "415-555-0103" });
    await page.goto("/calendar");
    await expect(page.getByRole("button", { name: /\.ics/ }).first()).toBeVisible();
    const calendar = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
    expect(calendar.violations).toEqual([]);

    const second = await page.request.post("/api/showbook/properties", {
      data: { addressLine1: "9 Second St", city: "Oakland", state: "CA", zipCode: "94612" },
    });
    expect(second.status()).toBe(201);
    await page.goto("/properties");
    await expect(page.getByRole("article")).toHaveCount(2);
    const properties = await new AxeBuilder({ page }).withRules(["landmark-unique", "label-content-name-mismatch"]).analyze();
    expect(properties.violations).toEqual([]);
  });
});

test.describe("[screens] forms say what is wrong", () => {
  test("at 0 credits the studio says why Generate is off and links to /credits", async ({ page }) => {
    const { code } = (JSON.parse(readFileSync(path.join(E2E_DATA_DIR, "access-codes.json"), "utf8")) as Record<"create", { code: string }>).create;
    await signUp(page);
    for (let index = 0; index < 5; index++) {
      expect((await page.request.post("/api/generate-image", { data: { prompt: `spend ${index}` } })).status()).toBe(201);
    }
    await page.goto("/create");
    await page.getByLabel("Password").fill(code);
    await page.getByRole("button", { name: "Enter" }).click();
    const generate = page.getByRole("button", { name: "Generate variations" });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription(/You have no credits left/);
    await page.getByRole("link", { name: "Subscribe for 20 credits a month" }).click();
    await expect(page).toHaveURL(/\/credits$/);
  });

  test("a registration form reports every field's problem at once", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    // A long enough but guessable password is judged in the same submit as the missing e-mail.
    await page.getByLabel("Password").fill("password");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText(/^Choose a stronger password/)).toBeVisible();
  });
});
