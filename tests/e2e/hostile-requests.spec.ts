import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Request } from "@playwright/test";
import { CROSS_SITE_MESSAGE } from "@/lib/api/request-guards";
import { MALFORMED_PATH_MESSAGE } from "@/lib/routes/request-path";
import { actionRequest, registerNewUser, resendAction, signOut, signUp, TEST_PASSWORD, withE2eDatabase } from "./helpers";

/** Every dynamic route of the build being served, so a new route is covered as soon as it exists. */
function dynamicRoutes(): string[] {
  const manifest = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "routes-manifest.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { dynamicRoutes: { page: string }[] }).dynamicRoutes.map((route) => route.page);
}

/** Malformed percent-encoding (a lone %, an invalid UTF-8 byte, a cut-off sequence) and an encoded NUL. */
const BAD_SEGMENTS = ["%", "%FF", "%E0%A4%A", "%00", "a%00b"];

test("[hostile] a malformed or NUL path segment answers 400 on every dynamic page and API route, never 500", async ({ request }) => {
  const routes = dynamicRoutes();
  expect(routes).toEqual(expect.arrayContaining(["/book/[id]", "/bookings/manage/[token]", "/api/files/[...key]", "/api/images/[id]"]));
  const answers: string[] = [];
  for (const route of routes) {
    for (const segment of BAD_SEGMENTS) {
      const url = route.replace(/\[[^\]]+\]/g, segment);
      const methods = route.startsWith("/api/") ? (["GET", "POST"] as const) : (["GET"] as const);
      for (const method of methods) {
        const response = await request.fetch(url, { method, maxRedirects: 0 });
        answers.push(`${method} ${url} ${response.status()}`);
        if (route.startsWith("/api/") && response.status() === 400) expect(await response.json()).toEqual({ error: MALFORMED_PATH_MESSAGE, code: "bad_request" });
      }
    }
  }
  expect(answers.filter((answer) => !answer.endsWith(" 400"))).toEqual([]);
  // Well-formed encodings still reach the routes.
  expect((await request.get("/book/no-such-property%20here")).status()).toBe(404);
});

test("[hostile] a sign-in whose callbackUrl holds a newline or a non-ASCII character lands on the overview", async ({ page }) => {
  const { email } = await registerNewUser(page);
  await signOut(page);
  for (const callbackUrl of ["/calendar\n/evil.example", "/caf\u00e9"]) {
    // The login page drops such a callbackUrl itself; a forged request still posts it to the action.
    await page.route("**/login*", (route) => {
      const request = route.request();
      if (request.method() !== "POST" || !request.headers()["next-action"]) return route.continue();
      // The action's arguments travel as JSON: the page's own "/calendar" is replaced, or the login is aborted.
      const body = request.postData()!;
      if (!body.includes('"/calendar"')) return route.abort();
      return route.continue({ postData: body.replace('"/calendar"', JSON.stringify(callbackUrl)) });
    });
    await page.goto("/login?callbackUrl=%2Fcalendar");
    await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    const login = await actionRequest(page, () => page.getByRole("button", { name: "Login" }).click());
    expect((await login.response())!.status()).toBeLessThan(400);
    await expect(page).toHaveURL(/\/overview$/);
    await page.unrouteAll();
    await signOut(page);
  }
});

test("[hostile] a request the browser calls cross-site is refused with the app's own Origin, by routes and server actions", async ({ page, baseURL }) => {
  await signUp(page);
  const forged = { origin: baseURL!, "sec-fetch-site": "cross-site" };
  const route = await page.request.post("/api/showbook/properties", { headers: forged, data: { addressLine1: "1 Forged Way", city: "Oakland", state: "CA" } });
  expect(route.status()).toBe(403);
  expect(await route.json()).toMatchObject({ error: CROSS_SITE_MESSAGE });

  // The account page's bio form, sent again as another site's page would send it.
  await page.goto("/account");
  await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  await page.getByLabel("Bio").fill("Set from the app");
  const save = await actionRequest(page, () => page.getByRole("button", { name: "Update User Info" }).click());
  expect((await resendAction(page, save, { origin: baseURL!, "sec-fetch-site": "same-origin" })).status()).toBe(200);
  const refused = await resendAction(page, save, forged);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: CROSS_SITE_MESSAGE });
});

test("[hostile] a server action another site posts is refused with 403 on every page, the pages proxy.ts skips included", async ({ page, baseURL }) => {
  const { id } = await signUp(page);
  const [{ username }] = await withE2eDatabase((sql) => sql<{ username: string }[]>`select anonymous_username as username from users where id = ${id}`);
  // The header's Sign out, captured on its way (and held back), to be sent again to each page.
  await page.goto("/about");
  await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  let captured: Request | undefined;
  await page.route("**/about", (route) => {
    if (route.request().method() !== "POST") return route.continue();
    captured = route.request();
    return route.abort();
  });
  await page.getByRole("button", { name: /^User menu for/ }).first().click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect.poll(() => captured?.headers()["next-action"]).toBeTruthy();
  const session = async () => ((await (await page.request.get("/api/session")).json()) as { user: unknown }).user;

  const forgeries: Record<string, string>[] = [{ origin: baseURL!, "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }, { origin: "null" }];
  const answers: string[] = [];
  for (const path of ["/", "/about", "/public-gallery", `/profile/${username}`, "/login"]) {
    for (const headers of forgeries) {
      const answer = await resendAction(page, captured!, headers, path);
      answers.push(`${path} ${JSON.stringify(headers)} ${answer.status()}`);
      if (answer.status() === 403) expect(await answer.json()).toEqual({ error: CROSS_SITE_MESSAGE, code: "forbidden" });
    }
  }
  expect(answers.filter((answer) => !answer.endsWith(" 403"))).toEqual([]);
  expect(await session()).not.toBeNull();
  // The same request from the app's own page does sign out.
  expect((await resendAction(page, captured!, { origin: baseURL!, "sec-fetch-site": "same-origin" }, "/")).status()).toBeLessThan(400);
  await expect.poll(session).toBeNull();
});
