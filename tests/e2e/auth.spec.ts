import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { registerNewUser, registerThroughForm, signIn, signOut, signUp, uniqueEmail, withE2eDatabase } from "./helpers";

test("[auth] registers, lands on /showbook, signs out and back in to /overview", async ({ page }) => {
  const { email } = await registerThroughForm(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome to Showbook");
  await signOut(page);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" })).toBeVisible();
  await signIn(page, email);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
});

test("[auth] register form shows the read-only username, draws a new one, and links to terms and login", async ({ page }) => {
  await page.goto("/register");
  // Until the page has hydrated, "New Name" draws nothing.
  await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  const username = page.getByLabel("Anonymous username");
  await expect(username).toHaveAttribute("readonly", "");
  const first = await username.inputValue();
  expect(first).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{1,4}$/);
  let drawn = first;
  for (let i = 0; i < 5 && drawn === first; i++) {
    await page.getByRole("button", { name: "New Name" }).click();
    drawn = await username.inputValue();
  }
  expect(drawn).not.toBe(first);
  await expect(page.getByText(/Communication notice/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("main").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
});

test("[auth] a wrong password and an unknown email get the same message", async ({ page }) => {
  const { email } = await registerNewUser(page);
  await signOut(page);
  for (const [address, password] of [
    [email, "wrong-password"],
    [uniqueEmail("nobody"), "wrong-password"],
  ]) {
    await page.goto("/login");
    await page.getByLabel("Email").fill(address);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Invalid login credentials. Please try again.");
    await expect(page.getByLabel("Email")).toHaveValue(address);
  }
});

test("[auth] registration explains bad input field by field", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("[auth] an empty registration sent without the page's scripts comes back with every field's message", async ({ browser }) => {
  // As a form submitted before the page hydrated, or in a browser without JavaScript, is answered.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/register");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
  await context.close();
});

test("[auth] signed-in users are sent from /login and /register to /", async ({ page }) => {
  await signUp(page);
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("[auth] signed-out visitors of the dashboard go to /login, and back after signing in", async ({ page }) => {
  const { email } = await registerNewUser(page);
  await signOut(page);
  for (const path of ["/overview", "/properties", "/owners", "/residents", "/agents", "/buyers", "/renters", "/prospects", "/calendar", "/upcoming", "/completed", "/stats", "/support", "/profile", "/account", "/showbook", "/start"]) {
    // Only where the navigation ends is checked: the login page need not finish loading each time.
    await page.goto(path, { waitUntil: "commit" });
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  }
  await page.goto("/calendar");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("e2e-password-123");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/calendar$/);
});

test("[auth] pages have no serious accessibility violations", async ({ page }) => {
  for (const path of ["/", "/login", "/register"]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  }
});

test("[auth] a new account gets a verification link through the outbox, can resend it, and the banner goes once it is opened", async ({ page }) => {
  const { email } = await registerThroughForm(page);
  await page.goto("/overview");
  const banner = page.getByRole("status").filter({ hasText: "Please verify your e-mail address" });
  await expect(banner).toContainText(`we sent a link to ${email}`);
  // A warning only: the account works meanwhile.
  const created = await page.request.post("/api/showbook/properties", { data: { addressLine1: "1 Unverified Way", city: "Oakland", state: "CA" } });
  expect(created.status()).toBe(201);

  await banner.getByRole("button", { name: "Resend verification e-mail" }).click();
  await expect(page.getByText(`Verification e-mail sent to ${email}`)).toBeVisible();
  const sent = () =>
    withE2eDatabase(
      (sql) => sql<{ body: string }[]>`select body from notifications
        where kind = 'email_verification' and recipient_address = ${email} and status in ('sent', 'delivered') order by created_at`,
    );
  await expect.poll(async () => (await sent()).length, { timeout: 30_000 }).toBe(2);
  const link = /Verify e-mail address: (\S+)/.exec((await sent())[1].body)?.[1];
  expect(link).toMatch(/\/verify-email\/[\w.-]+$/);

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "E-mail address verified" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await expect(page.getByText("Please verify your e-mail address")).toHaveCount(0);
});
