import { expect, test, type Page } from "@playwright/test";
import { bookInMockMode, bookThroughApi, createListedProperty, linkResident, openPropertyCard } from "./booking-helpers";
import { signInAsAdmin, uniqueEmail, withE2eDatabase } from "./helpers";

/** A number of this test's own, so parallel tests never answer each other's requests. */
const uniquePhone = () => `+1628${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;

/** The signed link in the confirmer's e-mail about the booking `confirmation` at that time revision. */
async function confirmationLink(confirmation: string, party: "resident" | "owner", timeRevision = 0): Promise<string> {
  const [row] = await withE2eDatabase(
    (sql) => sql<{ body: string }[]>`
      select n.body from notifications n join bookings b on b.id = n.booking_id
      where b.confirmation_number = ${confirmation} and n.kind = 'confirmation_request' and n.channel = 'email'
        and n.recipient_role = ${party} and n.time_revision = ${timeRevision}`,
  );
  return new URL(row.body.match(/https?:\/\/\S+\/confirm-showing\/[A-Za-z0-9_.-]+/)![0]).pathname;
}

/** The booking's row in View Bookings on its property's card. */
async function bookingRow(page: Page, property: { fullAddress: string }, confirmation: string) {
  const card = await openPropertyCard(page, property as Parameters<typeof openPropertyCard>[1]);
  await card.getByRole("button", { name: "View Bookings" }).click();
  return page.getByRole("dialog", { name: "Bookings" }).getByRole("listitem").filter({ hasText: confirmation }).first();
}

test("[confirmations] the agent asks the resident to confirm; the resident declines by link; the booker is told", async ({ page, browser }) => {
  test.slow();
  const property = await createListedProperty(page);
  await linkResident(page, property.id, "Rhea");

  // The agent chooses the resident as the initial confirmer in Edit Property.
  const card = await openPropertyCard(page, property);
  await card.getByRole("button", { name: "Edit Property" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Property" });
  await edit.getByLabel("Resident", { exact: true }).selectOption({ label: "Confirms first (initial)" });
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Property updated successfully")).toBeVisible();
  const [saved] = await withE2eDatabase((sql) => sql<{ confirmations: unknown }[]>`select confirmations from properties where id = ${property.id}`);
  expect(saved.confirmations).toEqual([{ party: "resident", stage: "initial" }]);

  const confirmation = await bookThroughApi(page.request, property.id, { name: "Declined Visitor", email: uniqueEmail("declined"), phone: "(510) 555-0177" });
  const row = await bookingRow(page, property, confirmation);
  await expect(row.getByText("Awaiting the resident's confirmation")).toBeVisible();
  await expect(row.getByRole("list", { name: "Confirmations" })).toContainText("Resident (Rhea Resident) · initial · Asked, no answer yet");

  // The resident's page names the home and the time, never the visitor.
  const resident = await (await browser.newContext()).newPage();
  const link = await confirmationLink(confirmation, "resident");
  await resident.goto(link);
  await expect(resident.getByRole("heading", { name: "Can this showing go ahead?" })).toBeVisible();
  await expect(resident.getByText(property.fullAddress)).toBeVisible();
  await expect(resident.getByText("Declined Visitor")).toHaveCount(0);
  await expect(resident.getByText("555-0177")).toHaveCount(0);
  await resident.getByRole("button", { name: "Decline showing" }).click();
  await expect(resident.getByRole("status").filter({ hasText: "the showing will not take place" })).toBeVisible();

  // Single use: the link now says so.
  await resident.goto(link);
  await expect(resident.getByText("This request no longer waits for an answer: it is declined.")).toBeVisible();
  await expect(resident.getByRole("button", { name: "Confirm showing" })).toHaveCount(0);

  const [booking] = await withE2eDatabase(
    (sql) => sql<{ status: string; cancellation_reason: string }[]>`
      select status, cancellation_reason from bookings where confirmation_number = ${confirmation}`,
  );
  // Mock payments charge nothing, so nothing is refunded here; a paid request's refund is in the integration tests.
  expect(booking).toMatchObject({ status: "declined", cancellation_reason: "Declined by the resident" });
  const told = await withE2eDatabase(
    (sql) => sql<{ body: string }[]>`
      select n.body from notifications n join bookings b on b.id = n.booking_id
      where b.confirmation_number = ${confirmation} and n.kind = 'booking_declined' and n.recipient_role = 'buyer' and n.channel = 'email'`,
  );
  expect(told[0].body).toContain(`the people at ${property.fullAddress} cannot host a showing on`);
  expect(told[0].body).toContain("Any fee you paid is refunded in full.");

  // The agent's history says who declined and how.
  await page.reload();
  const declinedRow = await bookingRow(page, property, confirmation);
  // A declined request is no longer upcoming: it is under All Bookings.
  await page.getByRole("dialog", { name: "Bookings" }).getByRole("tab", { name: /All Bookings/ }).click();
  await declinedRow.getByRole("button", { name: "History" }).click();
  await expect(declinedRow.getByRole("list", { name: "Booking history" }).getByRole("listitem").last()).toHaveText(
    /Resident: Declined \(Awaiting confirmation → Declined\) · by e-mail link · “Declined by the resident”$/,
  );
});

test("[confirmations] the owner confirms by a simulated text reply; the agent sees who confirmed", async ({ page, browser }) => {
  test.slow();
  const property = await createListedProperty(page);
  const ownerPhone = uniquePhone();
  const owner = await page.request.post("/api/showbook/landlords", {
    data: { isCompany: false, firstName: "Olive", lastName: "Owner", phone: ownerPhone, email: uniqueEmail("owner") },
  });
  expect(owner.status(), await owner.text()).toBe(201);
  const { landlord } = (await owner.json()) as { landlord: { id: string } };
  const settings = await page.request.put(`/api/showbook/properties/${property.id}`, {
    data: { landlordId: landlord.id, confirmations: [{ party: "owner", stage: "final" }] },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  // A party twice is refused with a clear message.
  const twice = await page.request.put(`/api/showbook/properties/${property.id}`, {
    data: { confirmations: [{ party: "owner", stage: "initial" }, { party: "owner", stage: "final" }] },
  });
  expect(twice.status()).toBe(422);
  expect((await twice.json()).error).toContain("Each party can be asked to confirm only once");

  const confirmation = await bookThroughApi(page.request, property.id, { name: "Texted Visitor", email: uniqueEmail("texted"), phone: "(510) 555-0178" });
  const row = await bookingRow(page, property, confirmation);
  await expect(row.getByText("Awaiting the owner's confirmation")).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto("/dev/outbox");
  const form = admin.getByRole("region", { name: "Simulate a text reply" });
  await form.getByLabel("From phone").fill(ownerPhone);
  await form.getByLabel("Reply").fill("Y");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(form.getByRole("status", { name: "Answer by text" })).toContainText(`Showbook: confirmed the showing of ${property.fullAddress}`);
  await expect(form.getByRole("status", { name: "Answer by text" })).toContainText(`(${confirmation})`);

  await page.reload();
  const confirmedRow = await bookingRow(page, property, confirmation);
  await expect(confirmedRow.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(confirmedRow.getByRole("list", { name: "Confirmations" })).toContainText("Owner (Olive Owner) · final · Confirmed by text reply");

  // A second Y from the owner's phone finds nothing open and is told so.
  await form.getByLabel("From phone").fill(ownerPhone);
  await form.getByLabel("Reply").fill("Y");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(form.getByRole("status", { name: "Answer by text" })).toContainText("there is no showing request waiting for your answer");
});

test("[confirmations] the booker moves a request awaiting confirmation; the old link says so and the new one confirms", async ({ page, browser }) => {
  test.slow();
  const property = await createListedProperty(page);
  await linkResident(page, property.id, "Mona");
  const settings = await page.request.put(`/api/showbook/properties/${property.id}`, { data: { confirmations: [{ party: "resident", stage: "initial" }] } });
  expect(settings.ok(), await settings.text()).toBe(true);

  const booker = await (await browser.newContext()).newPage();
  const confirmation = await bookInMockMode(booker, property.slug, { name: "Moving Visitor", email: uniqueEmail("moving"), phone: "(510) 555-0179" }, 3);
  const managePath = (await booker.getByRole("link", { name: "Manage your showing" }).getAttribute("href"))!;
  const oldLink = await confirmationLink(confirmation, "resident");

  await booker.goto(managePath);
  await expect(booker.getByText("Waiting for the people who live there or own it to confirm")).toBeVisible();
  await booker.getByLabel("New date").selectOption({ index: 4 });
  await booker.getByRole("group", { name: "Showing time" }).getByRole("button").and(booker.locator(":enabled")).last().click();
  await booker.getByRole("button", { name: "Reschedule Showing" }).click();
  await expect(
    booker.getByText("Your request now asks for the new time. The people who live there or own the home are asked to confirm it again."),
  ).toBeVisible();

  // The old link names the move and answers nothing; the new one confirms the new time.
  const resident = await (await browser.newContext()).newPage();
  await resident.goto(oldLink);
  await expect(resident.getByText(/^This request has moved to .+, and a new request was sent to you for that time\. This link no longer answers it\.$/)).toBeVisible();
  await expect(resident.getByRole("button", { name: "Confirm showing" })).toHaveCount(0);
  await resident.goto(await confirmationLink(confirmation, "resident", 1));
  await resident.getByRole("button", { name: "Confirm showing" }).click();
  await expect(resident.getByRole("status").filter({ hasText: "Thank you: you confirmed this showing." })).toBeVisible();

  const [booking] = await withE2eDatabase(
    (sql) => sql<{ status: string; time_revision: number }[]>`select status, time_revision from bookings where confirmation_number = ${confirmation}`,
  );
  expect(booking).toMatchObject({ status: "confirmed", time_revision: 1 });

  // The agent's history shows the booker's move between the resident's answers.
  const row = await bookingRow(page, property, confirmation);
  await row.getByRole("button", { name: "History" }).click();
  await expect(row.getByRole("list", { name: "Booking history" })).toContainText(
    "Booker: Moved the showing (Awaiting confirmation → Awaiting confirmation) · by e-mail link",
  );
});
