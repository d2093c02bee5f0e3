import { expect, test } from "@playwright/test";
import { bookInMockMode, createListedProperty } from "./booking-helpers";
import { signInAsAdmin, uniqueEmail, withE2eDatabase } from "./helpers";

test("[sms-replies] /dev/outbox simulates the agent's Y reply, which approves their request; a reply with nothing open is told so", async ({ page, browser }) => {
  test.slow();
  const property = await createListedProperty(page);
  expect((await page.request.put(`/api/showbook/properties/${property.id}`, { data: { bookingApproval: "manual" } })).ok()).toBe(true);
  // A number of this test's own, so parallel tests never answer each other's requests.
  const agentPhone = `+1628${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  await withE2eDatabase(
    (sql) => sql`
      insert into agent_profiles (user_id, agent_name, agent_phone)
      select agent_id, 'Alex Agent', ${agentPhone} from properties where id = ${property.id}
      on conflict (user_id) do update set agent_phone = excluded.agent_phone`,
  );
  const booker = await (await browser.newContext()).newPage();
  const confirmation = await bookInMockMode(booker, property.slug, { name: "Texted Buyer", email: uniqueEmail("texted"), phone: "(510) 555-0142" });
  await expect(booker.getByRole("heading", { name: "Booking request received" })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto("/dev/outbox");
  const form = admin.getByRole("region", { name: "Simulate a text reply" });
  await form.getByLabel("From phone").fill(agentPhone);
  await form.getByLabel("Reply").fill("Y");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(form.getByRole("status", { name: "Answer by text" })).toContainText(`Showbook: approved the showing of ${property.fullAddress}`);
  await expect(form.getByRole("status", { name: "Answer by text" })).toContainText(`(${confirmation})`);
  await expect(admin.getByText("Reply received and answered")).toBeVisible();

  const { bookings } = await (await page.request.get(`/api/showbook/properties/${property.id}/bookings`)).json();
  expect((bookings as { confirmationNumber: string; status: string }[]).find((b) => b.confirmationNumber === confirmation)?.status).toBe("confirmed");

  // The form resets after a submission (to the signed-in user's own phone, here none).
  await form.getByLabel("From phone").fill(agentPhone);
  await form.getByLabel("Reply").fill("N");
  await form.getByRole("button", { name: "Send reply" }).click();
  await expect(form.getByRole("status", { name: "Answer by text" })).toContainText("there is no showing request waiting for your answer");
});
