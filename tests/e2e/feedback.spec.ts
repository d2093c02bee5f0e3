import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { bookInMockMode, createListedProperty } from "./booking-helpers";
import { uniqueEmail, withE2eDatabase } from "./helpers";

test("[feedback] the booker answers by the request's own link; the agent sees it on the completed showing and its CSV, the owner by e-mail", async ({
  page,
  browser,
}) => {
  const property = await createListedProperty(page);
  const ownerEmail = uniqueEmail("owner");
  await withE2eDatabase(async (sql) => {
    const [owner] = await sql<{ id: string }[]>`
      insert into landlords (agent_id, first_name, last_name, email)
      select agent_id, 'Olive', 'Owner', ${ownerEmail} from properties where id = ${property.id} returning id`;
    await sql`update properties set landlord_id = ${owner.id} where id = ${property.id}`;
  });
  const booker = await (await browser.newContext()).newPage();
  const confirmation = await bookInMockMode(booker, property.slug, { name: "Fay Feedback", email: uniqueEmail("fay"), phone: "415-555-0166" });

  // The showing took place an hour and a half ago; the server's own job completes it and asks for feedback.
  const link = await withE2eDatabase(async (sql) => {
    await sql`
      update bookings set
        starts_at = now() - interval '2 hours', ends_at = now() - interval '90 minutes',
        blocked_period = tstzrange(now() - interval '2 hours', now() - interval '90 minutes', '[)'),
        showing_date = (now() - interval '2 hours') at time zone 'America/Los_Angeles',
        showing_time = to_char((now() - interval '2 hours') at time zone 'America/Los_Angeles', 'HH24:MI')
      where confirmation_number = ${confirmation}`;
    await sql`insert into pgboss.job (name, data) values ('complete-showings', '{}'::jsonb)`;
    let body = "";
    await expect
      .poll(
        async () => {
          const [request] = await sql<{ body: string }[]>`
            select n.body from notifications n join bookings b on b.id = n.booking_id
            where b.confirmation_number = ${confirmation} and n.kind = 'feedback_request'`;
          body = request?.body ?? "";
          return body;
        },
        { timeout: 30_000 },
      )
      .toContain("/feedback/");
    return new URL(/https?:\/\/\S+\/feedback\/[\w.-]+/.exec(body)![0]).pathname;
  });

  await booker.goto(link);
  await expect(booker.getByRole("heading", { name: "Feedback on your showing" })).toBeVisible();
  await expect(booker.getByText(property.fullAddress)).toBeVisible();
  await booker.getByRole("button", { name: "Send Feedback" }).click();
  await expect(booker.locator("#rating-error")).toHaveText("Choose a rating from 1 to 5");
  await booker.getByRole("button", { name: "4 out of 5" }).click();
  await booker.getByLabel("Interest in the property").selectOption({ label: "Very interested" });
  await booker.getByLabel("Comments for the listing agent").fill("Loved the light, worried about parking");
  await booker.getByRole("button", { name: "Send Feedback" }).click();
  await expect(booker.getByText("Thank you for your feedback!").first()).toBeVisible();

  // A forged link is a 404, not the form.
  const forged = await booker.request.get(`${link.slice(0, -3)}abc`);
  expect(forged.status()).toBe(404);

  await page.goto("/completed?range=all");
  await page.getByRole("button", { name: `View showing ${confirmation}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("4 out of 5")).toBeVisible();
  await expect(dialog.getByText("Very interested")).toBeVisible();
  await expect(dialog.getByText("Loved the light, worried about parking")).toBeVisible();
  await page.keyboard.press("Escape");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toContain("Rating,Interest,Feedback");
  expect(csv).toContain("4,Very interested,\"Loved the light, worried about parking\"");

  const told = await withE2eDatabase(
    (sql) => sql<{ recipient_role: string; recipient_address: string; body: string }[]>`
      select n.recipient_role, n.recipient_address, n.body from notifications n join bookings b on b.id = n.booking_id
      where b.confirmation_number = ${confirmation} and n.kind = 'feedback_received' order by n.recipient_role`,
  );
  expect(told.map((row) => row.recipient_role)).toEqual(["listing_agent", "owner"]);
  expect(told[1].recipient_address).toBe(ownerEmail);
  expect(told[1].body).toContain("Interest: Very interested");
});
