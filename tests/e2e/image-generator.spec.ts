import { expect, test } from "@playwright/test";
import { signInAsAdmin, signUp } from "./helpers";

// Generation draws and filters real pictures on the server: give the flows room on a loaded machine.
test.describe.configure({ timeout: 180_000 });

const NO_CREDITS = "You have no credits left. Subscribe or buy a credit pack to keep generating.";

test("[gallery] how to connect an image provider is told to the admin only", async ({ page, browser }) => {
  await signUp(page);
  await page.goto("/overview");
  const note = page.getByRole("note").filter({ hasText: "Preview generator" });
  await expect(note).toBeVisible();
  await expect(note).not.toContainText("IMAGE_PROVIDER");
  await expect(note).not.toContainText("IMAGE_API_KEY");

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/overview");
  await expect(admin.getByRole("note").filter({ hasText: "Preview generator" })).toContainText("IMAGE_PROVIDER=sdwebui");
  await context.close();
});

test("[gallery] generates an image into Recent Generations and spends one credit", async ({ page }) => {
  await signUp(page);
  await page.goto("/overview");
  await expect(page.getByTestId("credit-balance")).toHaveText("Credits: 5");
  await expect(page.getByText("No images generated yet. Try creating your first image above!")).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "Preview generator" })).toBeVisible();

  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/generate-image")) requests.push(request.method());
  });
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByTestId("credit-balance")).toHaveText("Credits: 5");
  expect(requests).toEqual([]);

  // Hold the request back until the running state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/generate-image", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Prompt", { exact: true }).fill("a lighthouse on a cliff at dusk");
  await page.getByLabel("Negative prompt").fill("people");
  await page.getByLabel("Style").selectOption("Anime");
  await page.getByLabel("Filter").selectOption("Vintage");
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  const running = page.getByRole("button", { name: "Generating..." });
  await expect(running).toBeDisabled();
  release();

  await expect(page.getByText("Image generated")).toBeVisible();
  await expect(page.getByTestId("credit-balance")).toHaveText("Credits: 4");
  const recent = page.getByRole("region", { name: "Recent Generations" });
  const thumbnail = recent.getByRole("img", { name: "a lighthouse on a cliff at dusk" });
  await expect(thumbnail).toBeVisible();
  await expect(page.getByRole("link", { name: "View More" })).toHaveAttribute("href", "/public-gallery");

  const src = await thumbnail.getAttribute("src");
  const file = await page.request.get(src!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/webp");
  expect(file.headers()["cache-control"]).toContain("immutable");

  // New images are private by default: nobody else can load the file.
  const anonymous = await page.context().browser()!.newContext();
  expect((await anonymous.request.get(new URL(src!, page.url()).toString())).status()).toBe(404);
  await anonymous.close();
});

test("[gallery] an account without credits is told so and pointed to the subscription", async ({ page }) => {
  await signUp(page);
  for (let index = 0; index < 5; index++) {
    const answer = await page.request.post("/api/generate-image", { data: { prompt: `batch ${index}` } });
    expect(answer.status()).toBe(201);
  }
  const refused = await page.request.post("/api/generate-image", { data: { prompt: "one too many" } });
  expect(refused.status()).toBe(402);
  expect((await refused.json()).error).toBe(NO_CREDITS);

  await page.goto("/overview");
  await expect(page.getByTestId("credit-balance")).toHaveText("Credits: 0");
  await expect(page.getByRole("alert").filter({ hasText: NO_CREDITS })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Recent Generations" }).getByRole("img")).toHaveCount(5);
  await page.getByRole("link", { name: "Subscribe for 20 credits a month" }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByTestId("credits-page-balance")).toHaveText("0 credits");
});

test("[credits] subscribing and buying a pack in mock mode add credits without a charge", async ({ page }) => {
  await signUp(page);
  await page.goto("/credits");
  await expect(page.getByRole("note")).toContainText("Stripe is not configured");
  await expect(page.getByTestId("credits-page-balance")).toHaveText("5 credits");
  await page.getByRole("button", { name: "Subscribe for $10/month" }).click();
  await expect(page.getByText("Subscribed (mock mode, no charge)")).toBeVisible();
  await expect(page.getByTestId("credits-page-balance")).toHaveText("25 credits");
  await expect(page.getByRole("button", { name: "Subscribe for $10/month" })).toHaveCount(0);
  await page.getByRole("button", { name: "Buy 10 credits for $5" }).click();
  await expect(page.getByTestId("credits-page-balance")).toHaveText("35 credits");
  await page.goto("/overview");
  await expect(page.getByTestId("credit-balance")).toHaveText("Credits: 35");
});

test("[gallery] the generate call refuses bad input with a message and strangers with 401", async ({ page, playwright, baseURL }) => {
  await signUp(page);
  const unknownStyle = await page.request.post("/api/generate-image", { data: { prompt: "x", style: "Watercolour" } });
  expect(unknownStyle.status()).toBe(422);
  expect((await unknownStyle.json()).error).toMatch(/^Unknown style/);
  const tooLong = await page.request.post("/api/generate-image", { data: { prompt: "x".repeat(1001) } });
  expect(tooLong.status()).toBe(422);

  const stranger = await playwright.request.newContext({ baseURL });
  expect((await stranger.post("/api/generate-image", { data: { prompt: "x" } })).status()).toBe(401);
  await stranger.dispose();
});
