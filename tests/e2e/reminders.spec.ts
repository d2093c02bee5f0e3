import { expect, test } from "@playwright/test";
import { bookInMockMode, createListedProperty } from "./booking-helpers";
import { uniqueEmail, withE2eDatabase } from "./helpers";

test("[reminders] the 2-hour reminder reaches the booker by e-mail and SMS with the access details and the manage link that opens the showing", async ({
  page,
  browser,
}) => {
  const property = await createListedProperty(page);
  await withE2eDatabase((sql) => sql`update properties set access_details = 'Lockbox 7310, alarm off at the panel' where id = ${property.id}`);
  const booker = await (await browser.newContext()).newPage();
  const confirmation = await bookInMockMode(booker, property.slug, { name: "Rita Reminder", email: uniqueEmail("rita"), phone: "415-555-0177" });

  // The showing starts in 90 minutes; the server's own scheduler (asked to run now) writes the due reminder.
  const reminders = await withE2eDatabase(async (sql) => {
    await sql`
      update bookings set starts_at = now() + interval '90 minutes', ends_at = now() + interval '120 minutes',
        blocked_period = tstzrange(now() + interval '90 minutes', now() + interval '120 minutes', '[)')
      where confirmation_number = ${confirmation}`;
    await sql`insert into pgboss.job (name, data) values ('schedule-reminders', '{}'::jsonb)`;
    const read = () => sql<{ kind: string; channel: string; body: string }[]>`
      select n.kind, n.channel, n.body from notifications n join bookings b on b.id = n.booking_id
      where b.confirmation_number = ${confirmation} and n.kind like 'showing_reminder_%' order by n.channel`;
    await expect.poll(async () => (await read()).map((row) => `${row.kind}:${row.channel}`), { timeout: 30_000 }).toEqual([
      "showing_reminder_2h:email",
      "showing_reminder_2h:sms",
    ]);
    return read();
  });
  for (const reminder of reminders) expect(reminder.body).toContain("Lockbox 7310, alarm off at the panel");
  const manage = new URL(/https?:\/\/\S+\/bookings\/manage\/[\w-]+/.exec(reminders[1].body)![0]).pathname;

  await booker.goto(manage);
  await expect(booker.getByText(confirmation)).toBeVisible();
  await expect(booker.getByTestId("access-details")).toHaveText("Lockbox 7310, alarm off at the panel");
  const channels = await withE2eDatabase(
    async (sql) =>
      (
        await sql<{ channel: string }[]>`select r.channel from access_reveals r join bookings b on b.id = r.booking_id
          where b.confirmation_number = ${confirmation} order by r.revealed_at`
      ).map((row) => row.channel),
  );
  expect(channels).toEqual(["reminder", "manage_page"]);
});
