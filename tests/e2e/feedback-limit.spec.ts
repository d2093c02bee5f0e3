import { expect, test } from "@playwright/test";
import { bookThroughApi, createListedProperty } from "./booking-helpers";
import { withE2eDatabase } from "./helpers";

test("[feedback] the anonymous feedback form of one booking takes five answers an hour", async ({ page, browser }) => {
  const property = await createListedProperty(page);
  const booker = await (await browser.newContext()).newPage();
  const confirmation = await bookThroughApi(booker.request, property.id, { name: "Fran Feedback", email: "fran@example.com", phone: "415-555-0155" });
  const token = await withE2eDatabase(async (sql) => {
    const [row] = await sql<{ manage_token: string }[]>`
      update bookings set status = 'completed', completed_at = now() where confirmation_number = ${confirmation} returning manage_token`;
    return row.manage_token;
  });

  await booker.goto(`/bookings/manage/${token}`);
  await booker.getByRole("button", { name: "4 out of 5" }).click();
  for (let answer = 1; answer <= 5; answer++) {
    await booker.getByLabel("Comments for the listing agent").fill(`Answer ${answer}`);
    await booker.getByRole("button", { name: "Send Feedback" }).click();
    await expect(booker.getByText("Thank you for your feedback!").last()).toBeVisible();
    await expect(booker.getByRole("button", { name: "Send Feedback" })).toBeEnabled();
  }
  await booker.getByLabel("Comments for the listing agent").fill("Answer 6");
  await booker.getByRole("button", { name: "Send Feedback" }).click();
  await expect(booker.getByText("Your feedback was sent several times already. Please try again in an hour.")).toBeVisible();
  const stored = await withE2eDatabase(
    async (sql) => (await sql<{ feedback: string }[]>`select feedback from bookings where confirmation_number = ${confirmation}`)[0].feedback,
  );
  expect(stored).toBe("Answer 5");
});
