import { expect, test, type Page } from "@playwright/test";
import { createListedProperty, fillBookingForm, linkResident, openPropertyCard } from "./booking-helpers";
import { signInAsAdmin } from "./helpers";

/** The link labelled `label` in the latest e-mail to `to` about `confirmation`, read from the outbox as an admin. */
async function linkInOutbox(admin: Page, to: string, subject: string, confirmation: string, label: string): Promise<string> {
  await admin.goto("/dev/outbox");
  const email = admin.getByRole("article", { name: to }).filter({ hasText: subject }).filter({ hasText: confirmation }).first();
  const link = new RegExp(`${label}: (\\S+)`).exec((await email.textContent()) ?? "")?.[1];
  expect(link, `${label} in the e-mail "${subject}"`).toBeTruthy();
  return new URL(link!).pathname;
}

test("[manage] at a manual-approval, occupied unit the booker's move waits for the agent, and the resident hears of it only once approved", async ({
  page,
  browser,
}) => {
  // Four parties in four browser contexts, two e-mailed links and the outbox read three times.
  test.slow();
  const property = await createListedProperty(page);
  await linkResident(page, property.id, "Rita", { bookingApproval: "manual" });

  await page.goto(`/book/${property.slug}`);
  await fillBookingForm(page, "Buyer", { name: "Mo Mover", email: `mo-${Date.now()}@example.com`, phone: "415-555-0122" }, 2);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("button", { name: "Pay $10" }).click();
  await expect(page.getByRole("heading", { name: "Booking request received" })).toBeVisible();
  const confirmation = (await page.getByTestId("confirmation-number").textContent()) ?? "";

  // The agent approves the request from the e-mailed link.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const agent = await (await browser.newContext()).newPage();
  await agent.goto(await linkInOutbox(admin, "Email to Listing agent", "Approval needed", confirmation, "Approve showing"));
  await agent.getByRole("button", { name: "Approve showing" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Showing approved." })).toBeVisible();

  // The booker asks for another time on the manage page and is told it waits for the agent.
  const booker = await (await browser.newContext()).newPage();
  await booker.goto(await linkInOutbox(admin, "Email to Buyer", "Showing request received", confirmation, "View your request"));
  await expect(booker.getByText("Confirmed", { exact: true })).toBeVisible();
  const bookedTime = (await booker.getByText(/\(30 minutes\)/).textContent()) ?? "";
  await expect(booker.getByText("The listing agent approves each change")).toBeVisible();
  await booker.getByLabel("New date").selectOption({ index: 4 });
  await booker.getByRole("group", { name: "Showing time" }).getByRole("button").and(booker.locator(":enabled")).last().click();
  await booker.getByRole("button", { name: "Request New Time" }).click();
  await expect(booker.getByText("Your request to move the showing is with the listing agent.")).toBeVisible();
  await expect(booker.getByText(/waiting for the listing agent's approval/)).toBeVisible();
  await expect(booker.getByText(/\(30 minutes\)/)).toHaveText(bookedTime);
  await expect(booker.getByText("You have already asked to move this showing")).toBeVisible();
  await expect(booker.getByRole("button", { name: "Request New Time" })).toHaveCount(0);

  // Nobody at the unit is told yet; the agent gets the links for the move.
  await admin.goto("/dev/outbox");
  const residentNews = admin.getByRole("article", { name: "Email to Resident" }).filter({ hasText: "Notice of entry (new time)" });
  await expect(
    admin.getByRole("article", { name: "Email to Listing agent" }).filter({ hasText: "Approval needed: move the showing" }).filter({ hasText: confirmation }),
  ).toHaveCount(1);
  await expect(residentNews.filter({ hasText: confirmation })).toHaveCount(0);

  await agent.goto(await linkInOutbox(admin, "Email to Listing agent", "Approval needed: move the showing", confirmation, "Approve move"));
  await expect(agent.getByRole("heading", { name: "Approve this move?" })).toBeVisible();
  await agent.getByRole("button", { name: "Approve move" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Move approved." })).toBeVisible();

  await admin.goto("/dev/outbox");
  await expect(residentNews.filter({ hasText: confirmation })).toHaveCount(1);
  await booker.reload();
  await expect(booker.getByText(/\(30 minutes\)/)).not.toHaveText(bookedTime);
  await expect(booker.getByText(/waiting for the listing agent's approval/)).toHaveCount(0);

  // The agent reads the booking's history in View Bookings: who did what, through what, when (in the property's zone).
  const card = await openPropertyCard(page, property);
  await card.getByRole("button", { name: "View Bookings" }).click();
  const row = page.getByRole("dialog", { name: "Bookings" }).getByRole("listitem").filter({ hasText: confirmation });
  await row.getByRole("button", { name: "History" }).click();
  const history = row.getByRole("list", { name: "Booking history" }).getByRole("listitem");
  await expect(history).toHaveText([
    /Booker: Held the slot for payment \(Awaiting payment\) · by booking page$/,
    /Booker: Paid; awaiting approval \(Awaiting payment → Awaiting approval\) · by booking page$/,
    /Agent: Approved \(Awaiting approval → Confirmed\) · by e-mail link$/,
    /Booker: Asked to move the showing \(Confirmed → Confirmed\) · by e-mail link$/,
    /Agent: Approved the move \(Confirmed → Confirmed\) · by e-mail link$/,
  ]);
  await expect(history.first().locator("time")).toHaveText(/ P[SD]T$/);
});
