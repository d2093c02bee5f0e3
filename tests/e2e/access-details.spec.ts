import { expect, test } from "@playwright/test";
import { bookInMockMode, createListedProperty, openPropertyCard } from "./booking-helpers";
import { withE2eDatabase } from "./helpers";

const HOUR = 3_600_000;

test("[access] the confirmed booker sees the lockbox code on the manage page only inside the window, and each showing is recorded", async ({
  page,
  browser,
}) => {
  const property = await createListedProperty(page);
  const card = await openPropertyCard(page, property);
  await card.getByRole("button", { name: "Edit Property" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Property" });
  await edit.getByLabel("Lockbox or gate code, alarm notes").fill("Lockbox 5821 on the side gate");
  await edit.getByLabel("Show to the visitor (hours before the showing)").fill("3");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  // The card's own field goes to the visitor too, and says when.
  const instructions = card.getByLabel("Private showing instructions");
  await expect(instructions).toHaveAccessibleDescription(/confirmed visitors, from 3 hours before their showing/);
  await instructions.fill("Dog in the yard; use the side gate");
  await instructions.blur();
  await expect(page.getByText("Instructions saved")).toBeVisible();

  const booker = await (await browser.newContext()).newPage();
  const confirmation = await bookInMockMode(booker, property.slug, { name: "Lena Lockbox", email: "lena@example.com", phone: "415-555-0123" });
  await expect(booker.getByText("5821")).toHaveCount(0);

  const token = await withE2eDatabase(async (sql) => {
    const [row] = await sql<{ manage_token: string }[]>`select manage_token from bookings where confirmation_number = ${confirmation}`;
    return row.manage_token;
  });
  const reveals = () =>
    withE2eDatabase(async (sql) => {
      const rows = await sql`select r.channel from access_reveals r join bookings b on b.id = r.booking_id where b.confirmation_number = ${confirmation}`;
      return rows.map((row) => row.channel as string);
    });
  const moveTo = (startsAt: Date) =>
    withE2eDatabase(async (sql) => {
      const endsAt = new Date(+startsAt + 30 * 60_000);
      await sql`update bookings set starts_at = ${startsAt}, ends_at = ${endsAt},
        blocked_period = tstzrange(${startsAt}, ${endsAt}, '[)') where confirmation_number = ${confirmation}`;
    });

  // Four hours ahead: before the property's three-hour window.
  await moveTo(new Date(Date.now() + 4 * HOUR));
  await booker.goto(`/bookings/manage/${token}`);
  await expect(booker.getByRole("heading", { name: "Access details" })).toBeVisible();
  await expect(booker.getByText(/appears here 3 hours before the showing, from/)).toBeVisible();
  await expect(booker.getByText("5821")).toHaveCount(0);
  await expect(booker.getByText(/Dog in the yard/)).toHaveCount(0);
  expect(await reveals()).toEqual([]);

  // Two hours ahead: inside the window.
  await moveTo(new Date(Date.now() + 2 * HOUR));
  await booker.reload();
  await expect(booker.getByTestId("access-details")).toHaveText("Dog in the yard; use the side gate\n\nLockbox 5821 on the side gate", { useInnerText: true });
  expect(await reveals()).toEqual(["manage_page"]);

  // The public booking page never carries it.
  const publicPage = await booker.request.get(`/book/${property.slug}`);
  expect(await publicPage.text()).not.toContain("5821");
});
