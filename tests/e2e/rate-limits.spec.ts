import { randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIResponse, type Browser, type Page } from "@playwright/test";
import { RATE_LIMITS, type LimitRule } from "@/lib/rate-limit/rules";
import { E2E_DATA_DIR } from "../../playwright.config";
import { createListedProperty, freshAddress } from "./booking-helpers";
import { actionRequest, registerNewUser, resendAction, signIn, signOut, signUp, TEST_PASSWORD, uniqueEmail, withE2eDatabase } from "./helpers";

// One request over each limit, against the built server: 429 with the rule's message and
// Retry-After from routes, the rule's message from server actions. Per-address limits outlive a
// run, and the test server trusts X-Forwarded-For from the loopback: each test comes from an
// address of its own.

async function pageFromFreshAddress(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": freshAddress() } });
  return context.newPage();
}

/** Until the page has hydrated, a click submits no server action. */
const hydrated = (page: Page) => expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();

async function expectOverLimit(response: APIResponse, rule: LimitRule) {
  expect(response.status()).toBe(429);
  expect(await response.json()).toEqual({ error: rule.message, code: "rate_limit_exceeded" });
  const retryAfter = Number(response.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.duration);
}

test("[limits] the 21st hold from one address answers 429", async ({ browser }) => {
  const page = await pageFromFreshAddress(browser);
  const hold = () =>
    page.request.post("/api/payments/create-payment-intent", {
      data: {
        bookingData: {
          propertyId: randomUUID(),
          requesterType: "buyer",
          name: "Hasty Booker",
          email: uniqueEmail("hold"),
          phone: "415-555-0100",
          date: "2030-01-02",
          time: "10:00",
          termsAccepted: true,
        },
      },
    });
  const { points } = RATE_LIMITS.holdsPerIp;
  const answers = [];
  for (let attempt = 0; attempt < points; attempt++) answers.push((await hold()).status());
  expect(answers).toEqual(Array(points).fill(404));
  await expectOverLimit(await hold(), RATE_LIMITS.holdsPerIp);
});

test("[limits] image generations over the limit answer 429", async ({ page }) => {
  await signUp(page);
  const generate = () => page.request.post("/api/generate-image", { data: { prompt: "a quiet harbour" } });
  const answers = [];
  for (let attempt = 0; attempt < RATE_LIMITS.imageGenerationsPerUser.points; attempt++) answers.push((await generate()).status());
  // Five free credits, then no credits: counted all the same.
  expect(answers).toEqual([201, 201, 201, 201, 201, 402, 402, 402, 402, 402]);
  await expectOverLimit(await generate(), RATE_LIMITS.imageGenerationsPerUser);
});

test("[limits] follows and unfollows over the limit answer 429", async ({ page }) => {
  await signUp(page);
  const creator = `nobody_${randomUUID().slice(0, 8)}`;
  for (let attempt = 0; attempt < RATE_LIMITS.followChangesPerUser.points; attempt++) {
    const answer = attempt % 2 ? await page.request.delete(`/api/follow/${creator}`) : await page.request.post(`/api/follow/${creator}`);
    expect(answer.status()).toBe(404);
  }
  await expectOverLimit(await page.request.post(`/api/follow/${creator}`), RATE_LIMITS.followChangesPerUser);
});

test("[limits] the 11th access-code guess is told to wait", async ({ page }) => {
  await signUp(page);
  await page.goto("/create");
  await hydrated(page);
  const code = page.getByLabel("Password");
  await code.fill("wrong-code");
  const guess = await actionRequest(page, () => page.getByRole("button", { name: "Enter" }).click());
  await expect(code).toHaveAccessibleDescription("Incorrect password. Please contact support for access.");
  // Nine more guesses, sent as the page sends them.
  await Promise.all(Array.from({ length: RATE_LIMITS.accessCodePerUser.points - 1 }, () => resendAction(page, guess)));
  const codes = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, "access-codes.json"), "utf8")) as Record<"create", { code: string }>;
  await code.fill(codes.create.code);
  await page.getByRole("button", { name: "Enter" }).click();
  await expect(code).toHaveAccessibleDescription(RATE_LIMITS.accessCodePerUser.message);
});

test("[limits] the 4th verification e-mail in an hour is refused with the rule's message", async ({ page }) => {
  await signUp(page);
  await page.goto("/overview");
  await hydrated(page);
  const resend = page.getByRole("button", { name: "Resend verification e-mail" });
  const first = await actionRequest(page, () => resend.click());
  await expect(page.getByText(/^Verification e-mail sent to /)).toBeVisible();
  for (let attempt = 1; attempt < RATE_LIMITS.verificationEmailsPerUser.points; attempt++) expect((await resendAction(page, first)).status()).toBe(200);
  await resend.click();
  await expect(page.getByText(RATE_LIMITS.verificationEmailsPerUser.message)).toBeVisible();
});

test("[limits] approval and opt-out links: the 31st click from one address is told to wait", async ({ page, browser }) => {
  test.slow();
  // A showing request waiting for the agent's approval, booked from another address.
  const property = await createListedProperty(page);
  expect((await page.request.put(`/api/showbook/properties/${property.id}`, { data: { bookingApproval: "manual" } })).ok()).toBe(true);
  const { days } = await (await page.request.get(`/api/showbook/public/property/${property.id}/availability`)).json();
  const day = (days as { date: string; slots: { time: string; available: boolean }[] }[]).find((candidate) => candidate.slots.some((slot) => slot.available))!;
  const booked = await page.request.post("/api/showbook/public/book", {
    data: {
      propertyId: property.id,
      requesterType: "buyer",
      name: "Patient Booker",
      email: uniqueEmail("booker"),
      phone: "415-555-0100",
      date: day.date,
      time: day.slots.find((slot) => slot.available)!.time,
      termsAccepted: true,
    },
  });
  expect(booked.status()).toBe(201);
  const bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;
  const [request] = await withE2eDatabase(
    (sql) => sql<{ body: string }[]>`select body from notifications where booking_id = ${bookingId} and kind = 'approval_request' and channel = 'email'`,
  );
  const approve = /Approve showing: (\S+)/.exec(request.body)![1];

  const inbox = await pageFromFreshAddress(browser);
  await inbox.goto(`/owner-notices/${randomUUID()}`);
  await hydrated(inbox);
  const stop = inbox.getByRole("button", { name: "Stop showing notices" });
  const optOut = await actionRequest(inbox, () => stop.click());
  await expect(inbox.getByRole("alert").filter({ hasText: "This link is invalid or has expired." })).toBeVisible();
  const { points, message } = RATE_LIMITS.signedLinksPerIp;
  for (let attempt = 1; attempt < points; attempt++) await resendAction(inbox, optOut);
  await stop.click();
  await expect(inbox.getByRole("alert").filter({ hasText: message })).toBeVisible();

  await inbox.goto(approve);
  await hydrated(inbox);
  await inbox.getByRole("button", { name: "Approve showing" }).click();
  await expect(inbox.getByRole("alert").filter({ hasText: message })).toBeVisible();
  const [booking] = await withE2eDatabase((sql) => sql<{ status: string }[]>`select status from bookings where id = ${bookingId}`);
  expect(booking.status).toBe("pending");
});

test("[limits] sign-in: an address that failed 10 times is held back, the owner still signs in from elsewhere", async ({ page, browser }) => {
  const { email } = await registerNewUser(page);
  await signOut(page);

  const attacker = await pageFromFreshAddress(browser);
  await attacker.goto("/login");
  await hydrated(attacker);
  await attacker.getByLabel("Email").fill(email);
  await attacker.getByLabel("Password").fill("not-the-password");
  const guess = await actionRequest(attacker, () => attacker.getByRole("button", { name: "Login" }).click());
  await expect(attacker.getByRole("alert").filter({ hasText: "Invalid login credentials. Please try again." })).toBeVisible();
  for (let attempt = 1; attempt < RATE_LIMITS.signInsPerAccountAndIp.points; attempt++) await resendAction(attacker, guess);
  // Even the right password is refused from there now.
  await attacker.getByLabel("Password").fill(TEST_PASSWORD);
  await attacker.getByRole("button", { name: "Login" }).click();
  await expect(attacker.getByRole("alert").filter({ hasText: RATE_LIMITS.signInsPerAccountAndIp.message })).toBeVisible();

  const owner = await pageFromFreshAddress(browser);
  await signIn(owner, email);
});

/** Fills and sends the registration form; the page must be on /register and hydrated. */
async function submitRegistration(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  return actionRequest(page, () => page.getByRole("button", { name: "Register" }).click());
}

test("[limits] registrations: a burst from one address gets the rule's message past the limit, and never a 500", async ({ browser }) => {
  test.slow();
  const page = await pageFromFreshAddress(browser);
  await page.goto("/register");
  await hydrated(page);
  const first = uniqueEmail("burst");
  const username = await page.getByLabel("Anonymous username").inputValue();
  const registration = await submitRegistration(page, first);
  await expect(page).toHaveURL(/\/showbook$/);
  const rule = RATE_LIMITS.registrationsPerIp;
  // The same form sent again at once, each time for another mailbox and username, as a script would.
  const sent = registration.postData()!;
  const burst = await Promise.all(
    Array.from({ length: rule.points + 1 }, async (_, index) => {
      const email = uniqueEmail(`burst${index}`);
      const body = sent.replace(first, email).replace(username, `${username.replace(/\d+$/, "")}${randomInt(1000, 10000)}`);
      const answer = await page.request.post("/register", {
        headers: { "next-action": (await registration.allHeaders())["next-action"], "content-type": registration.headers()["content-type"], accept: "text/x-component" },
        data: body,
        maxRedirects: 0,
      });
      return { email, status: answer.status(), refused: (await answer.text()).includes(rule.message) };
    }),
  );
  expect(burst.filter((answer) => answer.status >= 500)).toEqual([]);
  // The first registration spent one point: the burst gets the rest, and the rule's message after.
  expect(burst.filter((answer) => answer.refused)).toHaveLength(2);
  const made = await withE2eDatabase((sql) => sql`select email from users where email = any(${burst.map((answer) => answer.email)})`);
  expect(made).toHaveLength(rule.points - 1);
});

test("[limits] registrations: aliases of one mailbox are counted together, from any address", async ({ browser }) => {
  test.slow();
  const mailbox = randomUUID().slice(0, 8);
  const rule = RATE_LIMITS.registrationsPerMailbox;
  for (let index = 0; index <= rule.points; index++) {
    const page = await pageFromFreshAddress(browser);
    await page.goto("/register");
    await hydrated(page);
    const alias = index === 0 ? `${mailbox}@test.showbook.app` : `${mailbox.toUpperCase()}+try${index}@test.showbook.app`;
    await submitRegistration(page, alias);
    if (index < rule.points) await expect(page).toHaveURL(/\/showbook$/);
    else await expect(page.getByRole("alert").filter({ hasText: rule.message })).toBeVisible();
    await page.context().close();
  }
  const mails = await withE2eDatabase(
    (sql) => sql`select 1 from notifications where template = 'email_verification' and lower(recipient_address) like ${`${mailbox}%@test.showbook.app`}`,
  );
  expect(mails).toHaveLength(rule.points);
});
