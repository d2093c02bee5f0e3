import { expect, test, type BrowserContext } from "@playwright/test";
import { registerNewUser, signOut } from "./helpers";

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
  await registerNewUser(page);
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
