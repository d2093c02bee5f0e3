import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { bookThroughApi, createListedProperty, firstFreeSlot, freshAddress } from "./booking-helpers";
import { uniqueEmail } from "./helpers";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The test server's metrics port (playwright.config.ts): on the loopback, apart from the app's. */
const metricsUrl = `http://127.0.0.1:${port + 6364}/metrics`;

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  return response.text();
}

/** The value of one sample of the exposition (0 when absent), by its name and labels as written. */
const sample = (text: string, series: string) => {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

const holdRequest = (request: APIRequestContext, propertyId: string, slot: { showingDate: string; showingTime: string }) =>
  request.post("/api/payments/create-payment-intent", {
    headers: { "x-forwarded-for": freshAddress() },
    data: {
      bookingData: {
        propertyId,
        requesterType: "buyer",
        name: "Metrics Booker",
        email: uniqueEmail("metrics"),
        phone: "415-555-0100",
        date: slot.showingDate,
        time: slot.showingTime,
        termsAccepted: true,
      },
    },
  });

test("[observability] health: live answers while the process serves, ready checks the database, migrations and storage", async ({ request }) => {
  const live = await request.get("/api/health/live");
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ ok: true });
  const ready = await request.get("/api/health/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ ok: true, checks: { database: { ok: true }, migrations: { ok: true }, storage: { ok: true } } });
});

test("[observability] every response carries its request id, the trusted proxy's when it sent one", async ({ request }) => {
  const own = await request.get("/api/health/live");
  expect(own.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  // The test server trusts the loopback as its proxy (playwright.config.ts).
  const id = `e2e-${randomUUID()}`;
  const forwarded = await request.get("/api/health/live", { headers: { "x-request-id": id } });
  expect(forwarded.headers()["x-request-id"]).toBe(id);
});

test("[observability] Prometheus metrics are served on the metrics port only: requests by route, holds won and lost, notices by channel, queues and pools", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const publicAnswer = await request.get("/metrics");
  expect(publicAnswer.status()).toBe(404);

  const property = await createListedProperty(page);
  const before = await scrape();
  const slot = await firstFreeSlot(request, property.id);
  const answers = await Promise.all(Array.from({ length: 4 }, () => holdRequest(request, property.id, slot)));
  expect(answers.map((answer) => answer.status()).sort()).toEqual([201, 409, 409, 409]);
  await bookThroughApi(request, property.id, { name: "Metrics Buyer", email: uniqueEmail("metrics-buyer"), phone: "415-555-0101" });

  const after = await scrape();
  expect(sample(after, 'showbook_holds_total{outcome="won"}') - sample(before, 'showbook_holds_total{outcome="won"}')).toBeGreaterThanOrEqual(1);
  expect(sample(after, 'showbook_holds_total{outcome="lost"}') - sample(before, 'showbook_holds_total{outcome="lost"}')).toBeGreaterThanOrEqual(3);
  // Summed over the web processes: the route's count includes this test's four requests.
  const holds = 'http_server_request_duration_seconds_count{http_request_method="POST",http_route="/api/payments/create-payment-intent",http_response_status_code="409"}';
  expect(sample(after, holds) - sample(before, holds)).toBeGreaterThanOrEqual(3);
  expect(after).toMatch(/^http_server_request_duration_seconds_bucket\{le="0.1",http_request_method="GET",http_route="\/api\/showbook\/public\/property\/\[id\]\/availability",http_response_status_code="200"\} \d+$/m);
  expect(after).not.toContain(property.id);
  expect(sample(after, 'showbook_db_pool_max_connections{pool="app"}')).toBeGreaterThan(0);
  expect(after).toMatch(/^showbook_db_connections\{application="showbook-app",state="idle"\} \d+$/m);
  expect(after).toMatch(/^showbook_job_queue_depth\{queue="send-notification",state="waiting"\} \d+$/m);
  expect(after).toMatch(/^showbook_job_queue_oldest_age_seconds\{queue="send-notification"\} [\d.e+-]+$/m);
  expect(after).toMatch(/^process_resident_memory_bytes \d+/m);

  // The booking's notices are sent by the job worker; its counts are in the same exposition.
  await expect
    .poll(async () => sample(await scrape(), 'showbook_notices_total{channel="email",outcome="sent"}') - sample(before, 'showbook_notices_total{channel="email",outcome="sent"}'), {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBeGreaterThanOrEqual(1);
});
