import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createUser, registerNewUser, signInAsAdmin, signOut, signUp, withE2eDatabase } from "./helpers";

/** The signed-in user's username, as the header's user menu names it. */
async function currentUsername(page: Page): Promise<string> {
  const label = await page.getByRole("button", { name: /^User menu for/ }).first().getAttribute("aria-label");
  return label!.replace("User menu for ", "");
}

test("[gallery] generate, publish, find by search, copy the prompt, follow the creator, and the admin deletes it", async ({
  browser,
}) => {
  // Generation, two accounts and an admin: a long flow that needs room on a loaded machine.
  test.setTimeout(300_000);
  const token = `e2e${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const prompt = `A ${token} lighthouse at dusk`;

  const creatorContext = await browser.newContext();
  await creatorContext.grantPermissions(["clipboard-read", "clipboard-write"]);
  const creator = await creatorContext.newPage();
  await registerNewUser(creator);
  const creatorName = await currentUsername(creator);

  await creator.goto("/overview");
  await creator.getByLabel("Prompt", { exact: true }).fill(prompt);
  await creator.getByRole("button", { name: "Generate", exact: true }).click();
  const recent = creator.getByRole("region", { name: "Recent Generations" });
  await expect(recent.getByRole("img", { name: prompt })).toBeVisible({ timeout: 120_000 });

  // New images start private (the default setting): not in the public gallery yet.
  await creator.goto(`/public-gallery?query=${token}`);
  await expect(creator.getByText("No images matching your search criteria.")).toBeVisible();

  await creator.goto("/private-gallery");
  const visibility = creator.getByRole("switch", { name: `Public: ${prompt}` });
  await expect(visibility).not.toBeChecked();
  await visibility.click();
  await expect(creator.getByText("The image is now public.")).toBeVisible();
  await expect(visibility).toBeChecked();

  await creator.goto("/public-gallery");
  await creator.getByLabel("Search prompts").fill(token.toUpperCase());
  await creator.getByRole("button", { name: "Search" }).click();
  await expect(creator).toHaveURL(new RegExp(`query=${token.toUpperCase()}`));
  const card = creator.getByRole("button", { name: `Open image: ${prompt}` });
  // From the keyboard: Enter opens the modal, Escape closes it and gives the focus back to the card.
  await card.focus();
  await creator.keyboard.press("Enter");
  await expect(creator.getByRole("dialog", { name: "Image details" })).toBeVisible();
  await creator.keyboard.press("Escape");
  await expect(creator.getByRole("dialog", { name: "Image details" })).toBeHidden();
  await expect(card).toBeFocused();
  await card.click();
  const modal = creator.getByRole("dialog", { name: "Image details" });
  await expect(modal.getByText(prompt)).toBeVisible();
  await expect(modal.getByRole("link", { name: creatorName })).toHaveAttribute("href", `/profile/${creatorName}`);
  await modal.getByRole("button", { name: "Copy Prompt" }).click();
  await expect(modal.getByText("Prompt copied!")).toBeVisible();
  expect(await creator.evaluate(() => navigator.clipboard.readText())).toBe(prompt);
  await expect(modal.getByText("Prompt copied!")).toBeHidden({ timeout: 3_000 });
  // The report form refuses a missing reason on its field, then files the report.
  await modal.getByRole("button", { name: "Report image" }).click();
  const reason = modal.getByLabel("Why should an admin look at this image?");
  await modal.getByRole("button", { name: "Send report" }).click();
  await expect(reason).toHaveAccessibleDescription("Please give a reason");
  await reason.fill(`It copies a photograph I took (${token})`);
  await modal.getByRole("button", { name: "Send report" }).click();
  await expect(creator.getByText("Thanks, the image was reported to the admins.")).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).click();
  await creator.getByRole("link", { name: "Clear Search Results" }).click();
  await expect(creator).toHaveURL(/\/public-gallery$/);

  // A second account follows the creator from the profile.
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  const profile = await fan.goto(`/profile/${creatorName}`);
  expect(profile?.status()).toBe(200);
  await fan.getByRole("button", { name: "Follow" }).click();
  await expect(fan.getByText("Please log in to follow users")).toBeVisible();
  await signUp(fan);
  await fan.goto(`/profile/${creatorName}`);
  await expect(fan.getByTestId("follower-count")).toHaveText("0");
  await fan.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(fan.getByRole("button", { name: "Unfollow" })).toBeVisible();
  await expect(fan.getByTestId("follower-count")).toHaveText("1");
  const status = await fan.request.get(`/api/follow/${creatorName}/status`);
  expect(await status.json()).toMatchObject({ isFollowing: true });

  // The creator's own profile has no follow button.
  await creator.goto(`/profile/${creatorName}`);
  await expect(creator.getByRole("button", { name: "Follow" })).toHaveCount(0);
  await expect(creator.getByTestId("follower-count")).toHaveText("1");

  // A non-admin is refused by the admin panel and its calls.
  await fan.goto("/admin");
  await expect(fan.getByText("Unauthorized: Admin access required")).toBeVisible();
  expect(await (await fan.request.get("/api/admin/check")).json()).toMatchObject({ isAdmin: false });
  const images = (await (await fan.request.get(`/api/search-images?query=${token}`)).json()) as { images: { id: string }[] };
  expect(images.images).toHaveLength(1);
  expect((await fan.request.delete(`/api/admin/images/${images.images[0].id}`)).status()).toBe(403);
  expect((await fan.request.delete(`/api/images/${images.images[0].id}`)).status()).toBe(404);

  // The admin deletes it from the admin panel; it leaves the gallery.
  await fan.goto("/");
  await signOut(fan);
  await signInAsAdmin(fan);
  expect(await (await fan.request.get("/api/admin/check")).json()).toMatchObject({ isAdmin: true });
  await fan.goto("/admin");
  await expect(fan.getByRole("heading", { name: "All public images" })).toBeVisible();
  // The creator's report is in the admin's queue; dismissing it leaves the image up.
  const report = fan.getByRole("listitem").filter({ hasText: `It copies a photograph I took (${token})` });
  await report.getByRole("button", { name: "Dismiss" }).click();
  await expect(fan.getByText("The report was dismissed.")).toBeVisible();
  await expect(report).toHaveCount(0);
  await fan.getByRole("button", { name: `Delete image: ${prompt}` }).click();
  await expect(fan.getByText("Are you sure you want to delete this image?")).toBeVisible();
  await fan.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(fan.getByText("Image deleted.")).toBeVisible();

  await creator.goto(`/public-gallery?query=${token}`);
  await expect(creator.getByText("No images matching your search criteria.")).toBeVisible();
  await creator.goto("/private-gallery");
  await expect(
    creator.getByText("You haven't created any images yet. Head over to the Create page to get started!"),
  ).toBeVisible();

  await creatorContext.close();
  await fanContext.close();
});

test("[gallery] an image whose file cannot be loaded shows a placeholder, even when it failed before the page was interactive", async ({ page }) => {
  test.setTimeout(180_000);
  const prompt = `A ${randomUUID().slice(0, 8)} harbour in fog`;
  await signUp(page);
  await page.goto("/overview");
  await page.getByLabel("Prompt", { exact: true }).fill(prompt);
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(page.getByRole("region", { name: "Recent Generations" }).getByRole("img", { name: prompt })).toBeVisible({ timeout: 120_000 });

  // Every stored file fails, and the page's scripts arrive only after a file has failed, so the
  // error happens before React could hear it.
  let fileFailed = () => {};
  const failed = new Promise<void>((resolve) => (fileFailed = resolve));
  await page.route("**/api/files/**", async (route) => {
    await route.fulfill({ status: 404, body: "" });
    fileFailed();
  });
  // The browser has given the image up (its error fired) before any script arrives: watched
  // once, as the page's scripts then replace the image.
  let givenUp: Promise<unknown> | undefined;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await failed;
    givenUp ??= page.waitForFunction(() => [...document.images].some((image) => image.src.includes("/api/files/") && image.complete && image.naturalWidth === 0), undefined, { polling: 50 });
    await givenUp;
    await route.continue();
  });
  await page.goto("/private-gallery");
  await expect(page.getByRole("img", { name: `${prompt} (image unavailable)` })).toBeVisible();
});

test("[gallery] an unknown creator's profile is a real 404 and /profile stays the agent's page", async ({ page }) => {
  test.setTimeout(120_000);
  const response = await page.goto(`/profile/nobody-${randomUUID().slice(0, 8)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Profile not found" })).toBeVisible();

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
});

test("[gallery] a malformed cursor is a 400 with a message, and searches need no sign-in", async ({ request }) => {
  const bad = await request.get("/api/all-images?cursor=not-a-cursor");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ error: "Invalid cursor" });
  const sorted = await request.get("/api/search-images?sortBy=random");
  expect(sorted.status()).toBe(422);
  const ok = await request.get("/api/search-images?query=lighthouse&sortBy=oldest");
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ images: expect.any(Array) });
});

test("[account] a username change keeps the rules and is unique regardless of case @mobile", async ({ browser }) => {
  test.setTimeout(180_000);
  const firstContext = await browser.newContext();
  const first = await firstContext.newPage();
  await signUp(first);
  const taken = `Taken_${randomUUID().slice(0, 8)}`;
  const change = await first.request.patch("/api/update-username", { data: { newUsername: taken } });
  expect(change.status()).toBe(200);

  const second = await (await browser.newContext()).newPage();
  await signUp(second);
  await second.goto("/account");
  await expect(second.getByText("Unique regardless of case", { exact: false })).toBeVisible();
  await second.getByLabel("Username").fill(taken.toLowerCase());
  await second.getByRole("button", { name: "Update User Info" }).click();
  await expect(second.getByRole("alert").filter({ hasText: "That username is already taken" })).toBeVisible();
  await firstContext.close();
});

test("[gallery] the follower count follows each Follow and Unfollow, not the state before it", async ({ browser }) => {
  const creator = await createUser();
  const creatorName = await withE2eDatabase(
    async (sql) => (await sql<{ name: string }[]>`select anonymous_username as name from users where id = ${creator.id}`)[0].name,
  );
  const fan = await (await browser.newContext()).newPage();
  await signUp(fan);
  await fan.goto(`/profile/${creatorName}`);
  const count = fan.getByTestId("follower-count");
  await expect(count).toHaveText("0");
  for (const [button, expected] of [
    ["Follow", "1"],
    ["Unfollow", "0"],
    ["Follow", "1"],
    ["Unfollow", "0"],
  ] as const) {
    await fan.getByRole("button", { name: button, exact: true }).click();
    await expect(fan.getByRole("button", { name: button === "Follow" ? "Unfollow" : "Follow", exact: true })).toBeEnabled();
    await expect(count, `after ${button}`).toHaveText(expected);
  }
  // What the page shows is what the server counts.
  const { profile } = (await (await fan.request.get(`/api/public-profile/${creatorName}`)).json()) as { profile: { follower_count: number } };
  expect(profile.follower_count).toBe(0);
});

test("[a11y] the private studio's links inside its sentences are told apart by more than colour", async ({ page }) => {
  await signUp(page);
  await page.goto("/private-gallery");
  await expect(page.getByRole("link", { name: "Public Gallery" })).toBeVisible();
  const results = await new AxeBuilder({ page }).include("#main").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
  // axe leaves a link it cannot judge as "incomplete": every link in a sentence carries an underline.
  for (const name of ["Public Gallery", "profile", "Create page"]) {
    const line = await page.getByRole("link", { name, exact: true }).evaluate((link) => getComputedStyle(link).textDecorationLine);
    expect(line, name).toContain("underline");
  }
});

test.describe("[gallery] dates in the viewer's own zone", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("an image's date and a report's time show in the viewer's zone, named, not the server's", async ({ browser, page }) => {
    test.setTimeout(120_000);
    const prompt = `A ${randomUUID().slice(0, 8)} midnight ferry`;
    const creator = await (await browser.newContext({ timezoneId: "Europe/Berlin" })).newPage();
    await signUp(creator);
    const generated = await creator.request.post("/api/generate-image", { data: { prompt } });
    expect(generated.status()).toBe(201);
    const { image } = (await generated.json()) as { image: { id: string; anonymous_username: string } };
    expect((await creator.request.patch(`/api/images/${image.id}/visibility`, { data: { visibility: "public" } })).ok()).toBe(true);
    expect((await creator.request.post(`/api/images/${image.id}/report`, { data: { reason: `Odd ferry ${prompt}` } })).status()).toBe(201);
    // Made at 02:00 UTC on 28 Nov: still 27 Nov in the server's Pacific zone, 3 AM on the 28th in Berlin.
    await withE2eDatabase(async (sql) => {
      await sql`update images set created_at = '2026-11-28T02:00:00Z' where id = ${image.id}`;
      await sql`update image_reports set created_at = '2026-11-28T02:30:00Z' where image_id = ${image.id}`;
    });

    await creator.goto(`/profile/${image.anonymous_username}`);
    await creator.getByRole("button", { name: `Open image: ${prompt}` }).click();
    await expect(creator.getByRole("dialog", { name: "Image details" }).locator("time")).toHaveText("Nov 28, 2026, 3:00 AM GMT+1");

    await signInAsAdmin(page);
    await page.goto("/admin");
    const report = page.getByRole("listitem").filter({ hasText: `Odd ferry ${prompt}` });
    await expect(report.locator("time")).toHaveText("Nov 28, 2026, 3:30 AM GMT+1");
  });
});
