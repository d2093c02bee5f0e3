import { expect, test, type APIRequestContext } from "@playwright/test";
import { STATIC_PAGES } from "@/lib/routes/static-pages";
import { expectCompressedAsAsked, expectScriptsAllowedByHash, rawRequest, scriptSrc } from "./compressed-responses";
import { signUp } from "./helpers";

/** The page came from the prerender, and its CSP allows each of its inline scripts by hash and nothing else inline. */
async function expectPrerenderedWithHashes(request: APIRequestContext, path: string, status = 200) {
  const first = await request.get(path);
  const second = await request.get(path);
  expect(first.status(), path).toBe(status);
  expect(first.headers()["x-nextjs-prerender"], path).toBeTruthy();
  // One policy, from one place: the server sets it for prerendered HTML, the proxy adds none.
  expect(first.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy"), path).toHaveLength(1);
  expect(first.headers().etag, path).toBeTruthy();
  expect(second.headers().etag, path).toBe(first.headers().etag);

  const policy = scriptSrc(first.headers()["content-security-policy"]);
  expect(policy, path).toMatch(/^script-src 'self' /);
  expect(policy, path).not.toMatch(/'nonce-|'unsafe-inline'|'unsafe-eval'/);
  expectScriptsAllowedByHash(policy, await first.text(), path);
}

test("[prerender] information pages come from the prerender with a CSP that allows inline scripts by hash only", async ({ request }) => {
  for (const path of STATIC_PAGES) await expectPrerenderedWithHashes(request, path);
});

test("[prerender] a path no route matches gets the prerendered 404 page with its hashes", async ({ request }) => {
  await expectPrerenderedWithHashes(request, `/no-such-page-${Date.now()}`, 404);
});

test("[prerender] information pages and the 404 page are sent compressed as asked, their hashes matching the HTML", async ({ baseURL }) => {
  for (const path of STATIC_PAGES) await expectCompressedAsAsked(baseURL, path);
  await expectCompressedAsAsked(baseURL, `/no-such-page-${Date.now()}`, 404);
});

test("[prerender] an information page answers again, HEAD and conditional requests with the headers of its first answer", async ({ baseURL }) => {
  const url = (path: string) => `${baseURL}${path}`;
  const perResponse = new Set(["date", "connection", "keep-alive"]);
  const pageHeaders = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.has(name)));
  for (const path of ["/about", "/tenant-rights"]) {
    for (const headers of [{}, { "accept-encoding": "br" }, { "accept-encoding": "gzip" }] as Record<string, string>[]) {
      const label = `${path} ${JSON.stringify(headers)}`;
      // The first answer may come from Next, the later ones from the server's memory: they agree.
      const first = await rawRequest(url(path), headers);
      const again = await rawRequest(url(path), headers);
      expect(first.status, label).toBe(200);
      expect(pageHeaders(again.headers), label).toEqual(pageHeaders(first.headers));
      expect(again.body.equals(first.body), label).toBe(true);

      const head = await rawRequest(url(path), headers, "HEAD");
      expect(head.status, label).toBe(200);
      expect(head.body.length, label).toBe(0);
      expect(pageHeaders(head.headers), label).toEqual(pageHeaders(first.headers));

      const etag = String(first.headers.etag);
      for (const ifNoneMatch of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`]) {
        const notModified = await rawRequest(url(path), { ...headers, "if-none-match": ifNoneMatch });
        expect(notModified.status, `${label} ${ifNoneMatch}`).toBe(304);
        expect(notModified.body.length, label).toBe(0);
        expect(notModified.headers.etag, label).toBe(etag);
        expect(notModified.headers["content-security-policy"], label).toBe(first.headers["content-security-policy"]);
      }
      expect((await rawRequest(url(path), { ...headers, "if-none-match": '"other"' })).status, label).toBe(200);
      expect((await rawRequest(url(path), { ...headers, "if-none-match": etag, "cache-control": "no-cache" })).status, label).toBe(200);
    }
  }
});

test("[prerender] router requests and paths with a query still get Next's answers", async ({ baseURL }) => {
  await rawRequest(`${baseURL}/about`);
  // Next sends a router request without its cache-busting query to the path with it, then answers with the payload.
  const bare = await rawRequest(`${baseURL}/about`, { rsc: "1" });
  expect(bare.status).toBe(307);
  const payload = await rawRequest(new URL(String(bare.headers.location), baseURL).href, { rsc: "1" });
  expect(payload.status).toBe(200);
  expect(payload.headers["content-type"]).toMatch(/^text\/x-component/);
  const withQuery = await rawRequest(`${baseURL}/about?utm_source=test`);
  expect(withQuery.status).toBe(200);
  expectScriptsAllowedByHash(scriptSrc(withQuery.headers["content-security-policy"] as string | undefined), withQuery.body.toString("utf8"), "/about?utm_source=test");
});

test("[prerender] a username change re-renders no information page, so their scripts keep matching the hashes", async ({ page }) => {
  await signUp(page);
  const change = await page.request.patch("/api/update-username", { data: { newUsername: `Renamed_${Date.now()}` } });
  expect(change.status()).toBe(200);
  for (const path of ["/", "/about"]) await expectPrerenderedWithHashes(page.request, path);
});

test("[prerender] pages rendered per request keep a fresh nonce", async ({ request }) => {
  for (const path of ["/login", "/demo-booking"]) {
    const first = scriptSrc((await request.get(path)).headers()["content-security-policy"]);
    const second = scriptSrc((await request.get(path)).headers()["content-security-policy"]);
    expect(first, path).toMatch(/'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(second, path).not.toBe(first);
  }
});

test("[prerender] a prerendered page runs its scripts under its CSP and shows who is signed in", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  // The sign-in links show only once the page's scripts have asked who is signed in.
  await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(page.getByTestId("primary-cta").first()).toHaveAttribute("href", "/register");

  await signUp(page);
  await page.goto("/about");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/overview");
  await expect(nav.getByRole("button", { name: /^User menu for / })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(page.getByTestId("primary-cta").first()).toHaveAttribute("href", "/showbook/dashboard");

  // A path no route matches is answered by the prerendered 404 page, under its hashes.
  const notFound = await page.goto("/no-such-page");
  expect(notFound?.status()).toBe(404);
  expect(scriptSrc(notFound?.headers()["content-security-policy"])).not.toContain("'nonce-");
  await expect(page.getByText("This page could not be found.")).toBeVisible();
  await expect(nav.getByRole("button", { name: /^User menu for / })).toBeVisible();
  expect(violations).toEqual([]);
});
