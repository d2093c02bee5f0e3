import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

/** Where the test server keeps its files, including the URL of its database (see e2eDatabaseUrl). */
export const E2E_DATA_DIR = `.data/e2e-${port}`;

/**
 * Every browser test books from this machine, and bookings are rate limited per client
 * address: the test server trusts the loopback as a proxy, and each worker process (a
 * retry starts a new one) presents an address of its own, so a long suite does not run
 * into the per-address limit that one real visitor would.
 */
const workerAddress = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${Math.floor(Math.random() * 254) + 1}`;

/** Every line the test server writes, kept for the check that no secret reaches the log (tests/e2e/log-secrets.ts). */
export const SERVER_LOG = `${E2E_DATA_DIR}/server.log`;

export const E2E_RESEND_WEBHOOK_SECRET = `whsec_${Buffer.from("e2e-resend-webhook-secret").toString("base64")}`;
export const E2E_LOB_WEBHOOK_SECRET = "e2e-lob-webhook-secret";
export const E2E_TWILIO_AUTH_TOKEN = "e2e-twilio-auth-token";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Most of a browser test is waiting on the server, PostgreSQL or a child process: a third
  // worker on two cores keeps them busy (CI's browser suite took 8.4 min with two).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["./tests/e2e/file-timings-reporter.ts"]]
    : [["list"], ["html", { open: "never" }], ["./tests/e2e/file-timings-reporter.ts"]],
  use: {
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": workerAddress },
    // Recording a trace slows every test down; a failure is retried once, with a trace.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] } },
    { name: "mobile", use: { ...devices["Pixel 7"] }, grep: /@mobile/ },
  ],
  globalTeardown: "./tests/e2e/log-secrets.ts",
  webServer: {
    command: `mkdir -p ${E2E_DATA_DIR} && npx tsx scripts/launch.ts 2>&1 | tee ${SERVER_LOG}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    // The server's log (jobs, errors) alongside the test output, when asked for.
    stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
    timeout: 120_000,
    env: {
      PORT: String(port),
      // Its metrics beside it (9464 for the default port), apart from another checkout's test server's.
      METRICS_PORT: String(port + 6364),
      SHOWBOOK_DATA_DIR: E2E_DATA_DIR,
      APP_URL: baseURL,
      ADMIN_EMAILS: "admin@test.showbook.app",
      TRUSTED_PROXIES: "127.0.0.1,::1",
      // No Stripe keys: payments are mocked, which a production start allows only when asked for.
      PAYMENTS_MODE: "mock",
      // The connected-calendar test serves its .ics file on 127.0.0.1, which production refuses.
      CALENDAR_FETCH_ALLOW_PRIVATE: "true",
      // CI gives the browser tests a database of their own, apart from the integration tests'.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      // Webhook secrets only: the providers themselves stay on the local transport.
      RESEND_WEBHOOK_SECRET: E2E_RESEND_WEBHOOK_SECRET,
      LOB_WEBHOOK_SECRET: E2E_LOB_WEBHOOK_SECRET,
      TWILIO_AUTH_TOKEN: E2E_TWILIO_AUTH_TOKEN,
    },
  },
});
