import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, type Request } from "@playwright/test";
import postgres from "postgres";
import { E2E_DATA_DIR } from "../../playwright.config";

export const uniqueEmail = (label = "e2e") => `${label}-${randomUUID()}@test.showbook.app`;

export const TEST_PASSWORD = "e2e-password-123";

/** Registers a new account through the form; the page ends signed in on /showbook. */
export async function registerNewUser(page: Page, email = uniqueEmail()) {
  await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/showbook$/);
  return { email, password: TEST_PASSWORD };
}

export async function signIn(page: Page, email: string, password = TEST_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

export const ADMIN_EMAIL = "admin@test.showbook.app";

/** Signs in as the admin of the test server (ADMIN_EMAILS), registering the account on first use. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/register");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  // The admin account survives between runs on the same database: then it signs in instead.
  await Promise.race([page.waitForURL(/\/showbook$/), page.getByText(/already exists/).first().waitFor()]);
  if (!page.url().endsWith("/showbook")) await signIn(page, ADMIN_EMAIL);
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: /^User menu for/ }).first().click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  // Neither the URL (signing out from / is already there) nor the header (it forgets the user at
  // the click) tells that the server has ended the session: ask the server.
  await expect.poll(async () => ((await (await page.request.get("/api/session")).json()) as { user: unknown }).user).toBeNull();
}

/** The database of the server under test, as its launcher recorded it. */
export const e2eDatabaseUrl = () => readFileSync(path.join(E2E_DATA_DIR, "database-url"), "utf8").trim();

/** Queries on the test server's database, for what no page shows (outbox rows, sessions); the connection is closed after. */
export async function withE2eDatabase<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

/** The server-action request that `click` makes, once its answer has arrived; the page must have hydrated. */
export async function actionRequest(page: Page, click: () => Promise<void>): Promise<Request> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST" && Boolean(answer.request().headers()["next-action"])),
    click(),
  ]);
  return response.request();
}

/** Sends a captured server-action request again from the page's context, with `headers` added. */
export async function resendAction(page: Page, action: Request, headers: Record<string, string> = {}) {
  const sent = await action.allHeaders();
  return page.request.post(action.url(), {
    headers: { "next-action": sent["next-action"], "content-type": sent["content-type"], accept: sent.accept, ...headers },
    data: action.postDataBuffer()!,
  });
}

/** The demo codes the launcher made for the test server on its first run. */
export const demoCodes = () =>
  JSON.parse(readFileSync(path.join(E2E_DATA_DIR, "access-codes.json"), "utf8")) as Record<"create" | "oracle", { code: string }>;

/** Opens a gated app (/create or /oracle) with its demo code; the page is on its gate. */
export async function unlock(page: Page, app: "create" | "oracle") {
  await page.getByLabel("Password").fill(demoCodes()[app].code);
  await page.getByRole("button", { name: "Enter" }).click();
}
