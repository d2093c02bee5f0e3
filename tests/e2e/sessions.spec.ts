import { expect, test, type BrowserContext } from "@playwright/test";
import { registerNewUser, signOut, signUp, TEST_PASSWORD, withE2eDatabase } from "./helpers";

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name.includes("authjs.session-token"));

test("[auth] signing out through /api/auth/signout revokes the session, not only the cookie", async ({ page, browser }) => {
  await registerNewUser(page);
  const stolen = await sessionCookies(page.context());
  expect(stolen.length).toBeGreaterThan(0);

  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const signout = await page.request.post("/api/auth/signout", {
    form: { csrfToken, callbackUrl: "/" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signout.status()).toBeLessThan(400);

  const replay = await browser.newContext();
  await replay.addCookies(stolen);
  const replayed = await replay.request.get("/api/showbook/dashboard");
  expect(replayed.status()).toBe(401);
  await replay.close();
});

test("[auth] a revoked session's cookie counts as signed out on /login and /register", async ({ page }) => {
  await registerNewUser(page);
  const revoked = await sessionCookies(page.context());
  await signOut(page);
  await page.context().addCookies(revoked);

  await page.goto("/login");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await page.goto("/register");
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("button", { name: "Register" })).toBeVisible();
});

test("[auth] a cross-site form cannot sign anyone out or write through the API", async ({ page }) => {
  await signUp(page);
  const foreign = { origin: "http://localhost:9999" };
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  expect((await page.request.post("/api/auth/signout", { form: { csrfToken }, headers: foreign })).status()).toBe(403);
  const write = await page.request.post("/api/showbook/landlords", {
    data: { name: "Mallory Owner", email: "mallory@example.com" },
    headers: foreign,
  });
  expect(write.status()).toBe(403);
  await page.goto("/overview");
  await expect(page).toHaveURL(/\/overview$/);
});

test("[auth] server actions refuse other origins, oversized and malformed bodies with 4xx", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody@test.showbook.app");
  await page.getByLabel("Password").fill("not-the-password-1");
  const [action] = await Promise.all([
    page.waitForRequest((request) => request.method() === "POST" && Boolean(request.headers()["next-action"])),
    page.getByRole("button", { name: "Login" }).click(),
  ]);
  const headers = { "next-action": action.headers()["next-action"], accept: "text/x-component" };
  const origin = new URL(page.url()).origin;

  const foreign = await page.request.post("/login", {
    headers: { ...headers, origin: "http://localhost:9999", "content-type": "text/plain;charset=UTF-8" },
    data: "[]",
  });
  expect(foreign.status()).toBe(403);

  const malformed = await page.request.post("/login", {
    headers: { ...headers, origin, "content-type": "text/plain;charset=UTF-8" },
    data: "[{not json",
  });
  expect(malformed.status()).toBe(400);

  const oversized = await page.request.post("/login", {
    headers: { ...headers, origin, "content-type": "text/plain;charset=UTF-8" },
    data: JSON.stringify(["x".repeat(2 * 1024 * 1024)]),
  });
  expect(oversized.status()).toBe(413);
});

test("[auth] a dashboard action after the session ended asks to log in, keeps what was typed, and sign-in returns to the page", async ({ page, context }) => {
  // Registration and a second sign-in: two password hashes on a loaded machine.
  test.slow();
  const { email } = await signUp(page);
  await page.goto("/properties");
  await page.getByRole("button", { name: "Add Property" }).click();
  const form = page.getByRole("dialog", { name: "Add Property" });
  const street = `${Date.now() % 100000} Session Way`;
  await form.getByLabel("Street address").fill(street);
  await form.getByLabel("City").fill("Sacramento");

  // The session expires on the server while the form is open: a day ago, so that the web server's clock (which judges it) need not agree with the database's to the second.
  await withE2eDatabase(
    (sql) => sql`update sessions set expires_at = now() - interval '1 day' where user_id = (select id from users where email = ${email})`,
  );
  await form.getByRole("button", { name: "Create Property" }).click();
  await expect(page.getByText("Please log in to add properties")).toBeVisible();
  // The header asks who is signed in whenever the tab comes back into view: finding the session
  // ended is not a sign-out, so the page, and what was typed in it, stay where they are.
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/session");
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  expect(await (await asked).json()).toEqual({ user: null });
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/properties$/);
  await expect(form.getByLabel("Street address")).toHaveValue(street);
  await expect(form.getByLabel("City")).toHaveValue("Sacramento");

  const [login] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Sign in", exact: true }).click()]);
  await expect(login).toHaveURL(/\/login\?callbackUrl=%2Fproperties$/);
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(TEST_PASSWORD);
  await login.getByRole("button", { name: "Login" }).click();
  await expect(login).toHaveURL(/\/properties$/);

  // Back on the first tab, the same form goes through on the new session.
  await form.getByRole("button", { name: "Create Property" }).click();
  await expect(page.getByText("Property added successfully")).toBeVisible();
  await expect(page.getByRole("article", { name: new RegExp(street) })).toBeVisible();
});
