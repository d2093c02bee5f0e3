import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { findFreePort } from "../../db/embedded";
import { RATE_LIMITS } from "../../lib/rate-limit/rules";
import { loadDemoAccessCodes } from "../../lib/side-apps/demo-access-codes";
import { E2E_DATA_DIR } from "../../playwright.config";
import { createListedProperty } from "./booking-helpers";
import { e2eDatabaseUrl, registerNewUser, signOut, uniqueEmail, unlock, withE2eDatabase } from "./helpers";

/**
 * `npm start` runs one web process per core; nothing that must hold once may live in one
 * process's memory. Two web processes of the build (scripts/serve.ts, as the launcher's
 * cluster runs them) on ports of their own, on the test server's database and secrets, get
 * the same requests, interleaved.
 */
type WebProcess = { child: ChildProcess; url: string };
let processes: WebProcess[] = [];

async function startWebProcess(): Promise<WebProcess> {
  const port = await findFreePort();
  const codes = await loadDemoAccessCodes(path.resolve(E2E_DATA_DIR));
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: e2eDatabaseUrl(),
      AUTH_SECRET: readFileSync(path.join(E2E_DATA_DIR, "auth-secret"), "utf8").trim(),
      APP_URL: `http://localhost:${port}`,
      TRUSTED_PROXIES: "127.0.0.1,::1",
      PAYMENTS_MODE: "mock",
      JOBS_IN_PROCESS: "false",
      CREATE_ACCESS_CODE_HASH: codes.create.hash,
      ORACLE_ACCESS_CODE_HASH: codes.oracle.hash,
    },
  });
  const url = `http://localhost:${port}`;
  await expect
    .poll(async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok ?? false, { timeout: 90_000, intervals: [500] })
    .toBe(true);
  return { child, url };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  processes = await Promise.all([startWebProcess(), startWebProcess()]);
});

test.afterAll(async () => {
  await Promise.all(
    processes.map(async ({ child }) => {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }),
  );
});

/** The i-th request goes to process i mod 2. */
const at = (index: number) => processes[index % processes.length].url;

const address = () => `10.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;

async function freeSlot(request: APIRequestContext, propertyId: string) {
  const { days } = await (await request.get(`${at(0)}/api/showbook/public/property/${propertyId}/availability`)).json();
  const day = (days as { date: string; slots: { time: string; available: boolean }[] }[]).find((candidate) => candidate.slots.some((slot) => slot.available))!;
  return { date: day.date, time: day.slots.find((slot) => slot.available)!.time };
}

const holdRequest = (request: APIRequestContext, index: number, propertyId: string, slot: { date: string; time: string }, ip: string) =>
  request.post(`${at(index)}/api/payments/create-payment-intent`, {
    headers: { "x-forwarded-for": ip, origin: at(index) },
    data: {
      bookingData: { propertyId, requesterType: "buyer", name: "Racing Booker", email: uniqueEmail("racer"), phone: "415-555-0100", ...slot, termsAccepted: true },
    },
  });

async function listedProperty(browser: Browser) {
  const agent = await browser.newPage();
  const property = await createListedProperty(agent);
  await agent.close();
  return property;
}

test("[processes] of 20 holds for one slot sent to two web processes at once, exactly one wins; one payment confirmed on both writes its notices once", async ({
  browser,
  request,
}) => {
  const property = await listedProperty(browser);
  const slot = await freeSlot(request, property.id);
  const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => holdRequest(request, index, property.id, slot, address())));
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(19);

  const { paymentIntentId, bookingId } = (await answers.find((answer) => answer.status() === 201)!.json()) as { paymentIntentId: string; bookingId: string };
  const confirmations = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      request.post(`${at(index)}/api/payments/process-booking`, { headers: { origin: at(index) }, data: { paymentIntentId } }),
    ),
  );
  expect(confirmations.map((answer) => answer.status())).toEqual(Array(6).fill(200));
  const [notices] = await withE2eDatabase(
    (sql) => sql<{ all: number; distinct: number }[]>`
      select count(*)::int as all, count(distinct (kind, channel, recipient_role, recipient_address))::int as distinct
      from notifications where booking_id = ${bookingId}`,
  );
  expect(notices.all).toBeGreaterThan(0);
  expect(notices.all).toBe(notices.distinct);
});

test("[processes] the per-address hold limit counts the attempts both web processes take", async ({ request }) => {
  const ip = address();
  const { points } = RATE_LIMITS.holdsPerIp;
  const missing = "00000000-0000-4000-8000-000000000000";
  const slot = { date: "2030-01-02", time: "10:00" };
  const answers = await Promise.all(Array.from({ length: points + 4 }, (_, index) => holdRequest(request, index, missing, slot, ip)));
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 404)).toHaveLength(points);
  expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  const limited = answers.find((answer) => answer.status() === 429)!;
  expect(((await limited.json()) as { error: string }).error).toBe(RATE_LIMITS.holdsPerIp.message);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
});

test("[processes] a session and an access grant made on one web process hold on the other, and signing out on one ends them on both", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: at(0) });
  const page = await context.newPage();
  await registerNewUser(page);
  await page.goto(`${at(0)}/oracle`);
  await unlock(page, "oracle");
  await expect(page.getByRole("button", { name: "New conversation" })).toBeVisible();

  // Cookies are per host, not per port: the same browser is signed in, and let in, on the other process.
  const other = await context.newPage();
  await other.goto(`${at(1)}/oracle`);
  await expect(other.getByRole("button", { name: "New conversation" })).toBeVisible();
  expect((await other.request.get(`${at(1)}/api/showbook/dashboard`)).status()).toBe(200);
  const cookies = await context.cookies();

  await signOut(page);
  const replay = await browser.newContext();
  await replay.addCookies(cookies);
  expect((await replay.request.get(`${at(1)}/api/showbook/dashboard`)).status()).toBe(401);
  const replayed = await replay.newPage();
  await replayed.goto(`${at(1)}/oracle`);
  await expect(replayed.getByRole("button", { name: "New conversation" })).toHaveCount(0);
  await replay.close();
  await context.close();
});
