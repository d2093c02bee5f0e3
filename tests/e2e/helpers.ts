import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, type Request } from "@playwright/test";
import postgres from "postgres";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { hashPassword } from "@/lib/auth/password";
import { E2E_DATA_DIR } from "../../playwright.config";

export const uniqueEmail = (label = "e2e") => `${label}-${randomUUID()}@test.showbook.app`;

export const TEST_PASSWORD = "e2e-password-123";

/** Registers a new account through the form; the page ends signed in on /showbook. Only tests of the form need it: others use signUp. */
export async function registerThroughForm(page: Page, email = uniqueEmail()) {
  await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/showbook$/);
  return { email, password: TEST_PASSWORD };
}

// Every test account has TEST_PASSWORD: it is hashed once per worker, not once per account.
let testPasswordHash: Promise<string> | undefined;

/**
 * Makes an account as registration does (unverified e-mail, a drawn username), straight in the
 * test server's database: no form, no verification e-mail. Returns its id.
 */
export async function createUser(email = uniqueEmail()) {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await testPasswordHash;
  return withE2eDatabase(async (sql) => {
    // A drawn username can clash with an earlier account's: draw again, as the form's New Name does.
    for (;;) {
      try {
        const [user] = await sql<{ id: string }[]>`insert into users (email, password_hash, anonymous_username)
          values (${email}, ${passwordHash}, ${generateAnonymousUsername()}) returning id`;
        return { id: user.id, email, password: TEST_PASSWORD };
      } catch (error) {
        if (!(error instanceof postgres.PostgresError && error.constraint_name?.startsWith("users_anonymous_username"))) throw error;
      }
    }
  });
}

/**
 * Signs the page's browser context in over HTTP (Auth.js's credentials endpoint, as the login form
 * does), without loading a page: the session cookie serves the page and page.request alike.
 */
export async function signInOverHttp(page: Page, email: string, password = TEST_PASSWORD) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, callbackUrl: "/overview" },
    maxRedirects: 0,
  });
  expect(response.status(), `signing in ${email} over HTTP`).toBe(302);
  expect(response.headers().location, `signing in ${email} over HTTP`).not.toContain("error=");
  const { user } = (await (await page.request.get("/api/session")).json()) as { user: unknown };
  expect(user, `signed in as ${email}`).not.toBeNull();
}

/** A new account (see createUser), signed in on the page's context (see signInOverHttp); the page does not move. */
export async function signUp(page: Page, email = uniqueEmail()) {
  const user = await createUser(email);
  await signInOverHttp(page, email);
  return user;
}

/** A new signed-in account, with the page on /showbook where registering lands. */
export async function registerNewUser(page: Page, email = uniqueEmail()) {
  const user = await signUp(page, email);
  await page.goto("/showbook");
  return user;
}

export async function signIn(page: Page, email: string, password = TEST_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/overview$/);
}

export const ADMIN_EMAIL = "admin@test.showbook.app";

/** Signs the page's context in as the admin of the test server (ADMIN_EMAILS), making the account on first use; the page does not move. */
export async function signInAsAdmin(page: Page) {
  // The admin account survives between runs on the same database.
  const exists = await withE2eDatabase(async (sql) => (await sql`select 1 from users where email = ${ADMIN_EMAIL}`).length > 0);
  if (!exists) await createUser(ADMIN_EMAIL).catch((error: unknown) => {
    // Another worker made it meanwhile.
    if (!(error instanceof postgres.PostgresError && error.constraint_name === "users_email_unique")) throw error;
  });
  await signInOverHttp(page, ADMIN_EMAIL);
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

/** Sends a captured server-action request again from the page's context, with `headers` added, to its page or to `path`. */
export async function resendAction(page: Page, action: Request, headers: Record<string, string> = {}, path?: string) {
  const sent = await action.allHeaders();
  return page.request.post(path ?? action.url(), {
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
