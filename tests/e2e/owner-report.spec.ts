import { expect, test } from "@playwright/test";
import { bookThroughApi, createListedProperty, openPropertyCard } from "./booking-helpers";
import { uniqueEmail, withE2eDatabase } from "./helpers";

test("[owner report] the agent shares feedback comments and copies the owner link; the owner sees the showing and the feedback, not the booker", async ({
  page,
  browser,
}) => {
  const property = await createListedProperty(page);
  await withE2eDatabase(async (sql) => {
    const [owner] = await sql<{ id: string }[]>`
      insert into landlords (agent_id, first_name, last_name, email)
      select agent_id, 'Olive', 'Owner', ${uniqueEmail("olive")} from properties where id = ${property.id} returning id`;
    await sql`update properties set landlord_id = ${owner.id} where id = ${property.id}`;
  });
  const booker = { name: "Zelda Booker", email: uniqueEmail("zelda"), phone: "415-555-0177" };
  const confirmation = await bookThroughApi(page.request, property.id, booker);
  // The showing took place yesterday at 10 AM and its visitor answered the feedback request.
  await withE2eDatabase(
    (sql) => sql`
      update bookings set
        status = 'completed', completed_at = now(),
        starts_at = ((current_date - 1) + time '10:00') at time zone 'America/Los_Angeles',
        ends_at = ((current_date - 1) + time '10:30') at time zone 'America/Los_Angeles',
        blocked_period = tstzrange(((current_date - 1) + time '10:00') at time zone 'America/Los_Angeles', ((current_date - 1) + time '10:30') at time zone 'America/Los_Angeles', '[)'),
        showing_date = current_date - 1, showing_time = '10:00',
        feedback_rating = 5, feedback_interest = 'offer', feedback = 'Loved the south light', feedback_at = now()
      where confirmation_number = ${confirmation}`,
  );

  const card = await openPropertyCard(page, property);
  await card.getByRole("button", { name: "Edit Property" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Property" });
  await edit.getByLabel("Share feedback comments with the owner").check();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Property updated successfully")).toBeVisible();

  await card.getByRole("link", { name: "Owner Report" }).click();
  await expect(page.getByRole("heading", { name: "Owner report" })).toBeVisible();
  const preview = page.getByRole("region", { name: "Owner's view" });
  await expect(preview.getByText("Loved the south light")).toBeVisible();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy owner link" }).click();
  await expect(page.getByText("Owner link copied to clipboard")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/owner-report\/[\w.-]+$/);

  const owner = await (await browser.newContext()).newPage();
  await owner.goto(new URL(link).pathname);
  await expect(owner.getByRole("heading", { name: "Your listing's activity" })).toBeVisible();
  await expect(owner.getByText(property.fullAddress)).toBeVisible();
  const past = owner.getByRole("region", { name: "Past showings" });
  await expect(past.getByRole("row").filter({ hasText: "10:00 AM" })).toContainText("Completed");
  const feedback = owner.getByRole("region", { name: "Feedback" });
  await expect(feedback.getByText("Rating: 5 out of 5")).toBeVisible();
  await expect(feedback.getByText("Planning to make an offer")).toBeVisible();
  await expect(feedback.getByText("Loved the south light")).toBeVisible();
  const html = await owner.content();
  for (const detail of [booker.name, booker.email, "555-0177", confirmation]) expect(html).not.toContain(detail);

  // Renewing the link revokes the one the owner has.
  await page.getByRole("button", { name: "Renew owner link" }).click();
  await expect(page.getByText("New owner link made")).toBeVisible();
  const revoked = await owner.goto(new URL(link).pathname);
  expect(revoked?.status()).toBe(404);
  await expect(owner.getByRole("heading", { name: "Report not found" })).toBeVisible();
});
