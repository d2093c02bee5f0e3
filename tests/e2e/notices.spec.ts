import { expect, test } from "@playwright/test";
import { createListedProperty, fillBookingForm, linkResident } from "./booking-helpers";
import { signInAsAdmin } from "./helpers";

test("[notices] a booking at an occupied unit notifies the resident by email, SMS and letter and is logged as compliant", async ({ page, browser }) => {
  const property = await createListedProperty(page);
  await linkResident(page, property.id, "Dana");

  // Only weekday business-hours slots are offered at an occupied unit.
  await page.goto(`/book/${property.slug}`);
  await page.getByRole("button", { name: "Buyer", exact: true }).click();
  const dates = await page.getByLabel("Showing date").locator("option").allTextContents();
  expect(dates.some((label) => /Saturday|Sunday/.test(label))).toBe(false);

  await fillBookingForm(page, "Buyer", { name: "Bo Buyer", email: "bo.buyer@example.com", phone: "415-555-0100" }, 3);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("button", { name: "Pay $10" }).click();
  await expect(page.getByRole("heading", { name: "Showing booked!" })).toBeVisible();
  const confirmation = (await page.getByTestId("confirmation-number").textContent()) ?? "";

  // The outbox holds bookers' manage links: only an admin reads it outside development.
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { name: "Outbox" })).toHaveCount(0);
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto("/dev/outbox");
  for (const name of ["Email to Resident", "SMS to Resident", "Letter to Resident", "Email to Buyer", "Email to Listing agent"]) {
    await expect(admin.getByRole("article", { name }).filter({ hasText: confirmation })).toBeVisible();
  }
  // An e-mail shows as its recipient gets it: its HTML in a frame that runs no script, beside the times it went out.
  const buyerEmail = admin.getByRole("article", { name: "Email to Buyer" }).filter({ hasText: confirmation });
  await expect(buyerEmail.locator("iframe")).toHaveAttribute("sandbox", "");
  await expect(buyerEmail.frameLocator("iframe").locator("body")).toContainText(confirmation);
  await expect(buyerEmail.getByText(/^Written /)).toContainText(/\d:\d\d [AP]M \S+$/);
  const letter = admin.getByRole("article", { name: "Letter to Resident" }).filter({ hasText: confirmation });
  await expect(letter).toContainText("California Civil Code § 1954");
  await expect(letter).toContainText("Certified mail");

  // Delivery runs in the background: wait until the verdict and the certified letter are in.
  await expect
    .poll(
      async () => {
        const { logs } = await page.request.get(`/api/showbook/properties/${property.id}/compliance-logs`).then((r) => r.json());
        return [logs[0]?.compliance?.compliant, logs[0]?.certifiedMail?.status, logs[0]?.notificationDetails.sms.resident?.status];
      },
      { timeout: 30_000 },
    )
    .toEqual([true, "delivered", "sent"]);

  await page.goto("/properties");
  await page.getByRole("button", { name: "Compliance Logs" }).click();
  const dialog = page.getByRole("dialog", { name: "Compliance Logs" });
  await expect(dialog.getByText("Resident email sent")).toBeVisible();
  await expect(dialog.getByText("Resident SMS sent")).toBeVisible();
  await expect(dialog.getByText("Compliant", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: `Details of ${confirmation}` }).click();
  await expect(dialog.getByText(/Notice given .* hours before entry/)).toBeVisible();
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^compliance-logs-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "View Bookings" }).click();
  const bookings = page.getByRole("dialog", { name: "Bookings" });
  await expect(bookings.getByRole("tab", { name: /Upcoming \(1\)/ })).toBeVisible();
  await expect(bookings.getByText("Bo Buyer")).toBeVisible();
  await bookings.getByRole("tab", { name: /Completed/ }).click();
  await expect(bookings.getByText("No completed bookings")).toBeVisible();

  // The log is a legal record: every time in it is the property's, with its zone named, whatever the viewer's zone.
  const tokyo = await browser.newContext({ timezoneId: "Asia/Tokyo", storageState: await page.context().storageState() });
  const viewer = await tokyo.newPage();
  await viewer.goto("/properties");
  await viewer.getByRole("button", { name: "Compliance Logs" }).click();
  const row = viewer.getByRole("dialog", { name: "Compliance Logs" }).getByRole("row").filter({ hasText: "Resident email sent" });
  await expect(row).toContainText(/\d{1,2}:\d{2} [AP]M P[SD]T/);
  const text = (await row.textContent()) ?? "";
  // The showing, the booking and each notice sent: all in Pacific time, none in the viewer's.
  expect(text.match(/[AP]M P[SD]T/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
  expect(text).not.toMatch(/GMT\+9|JST/);
  await tokyo.close();
});
