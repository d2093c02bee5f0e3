import { expect, test, type Locator, type Page } from "@playwright/test";
import { bookThroughApi, createListedProperty, linkResident, openPropertyCard } from "./booking-helpers";
import { signUp, uniqueEmail } from "./helpers";

test("[offices] a co-listing agent approves a showing of the listing from their dashboard, and its history names them", async ({ page, browser }) => {
  test.slow();
  // The listing agent's manual-approval listing, in an office the co-listing agent joins by invitation.
  const property = await createListedProperty(page);
  await linkResident(page, property.id, "Rita", { bookingApproval: "manual" });
  expect((await page.request.post("/api/showbook/office", { data: { name: "Bay Realty" } })).status()).toBe(201);
  const coAgent = await (await browser.newContext()).newPage();
  const { email } = await signUp(coAgent);
  const invited = await page.request.post("/api/showbook/office/invitations", { data: { email, role: "agent" } });
  expect(invited.status(), await invited.text()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { url: string } };
  const accepted = await coAgent.request.post("/api/showbook/office/invitations/accept", { data: { token: invitation.url.split("/").pop() } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The agent chooses the co-listing agent from the listing's card.
  const card = await openPropertyCard(page, property);
  await card.getByRole("link", { name: "Co-listing agents" }).click();
  await page.getByRole("checkbox", { name: email }).check();
  await page.getByRole("button", { name: "Save co-listing agents" }).click();
  await expect(page.getByText("Co-listing agents saved (1)")).toBeVisible();

  const confirmation = await bookThroughApi(page.request, property.id, { name: "Bo Buyer", email: uniqueEmail("bo"), phone: "415-555-0123" });

  // The co-listing agent finds the listing among their own and approves the request.
  const theirCard = await openPropertyCard(coAgent, property);
  await theirCard.getByRole("button", { name: "View Bookings" }).click();
  const row = coAgent.getByRole("dialog", { name: "Bookings" }).getByRole("listitem").filter({ hasText: confirmation });
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(coAgent.getByText("Booking approved")).toBeVisible();
  await expect(row.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await row.getByRole("button", { name: "History" }).click();
  const history = row.getByRole("list", { name: "Booking history" }).getByRole("listitem");
  await expect(history.last()).toHaveText(new RegExp(`${email.replace(/[.]/g, "\\.")}: Approved \\(Awaiting approval → Confirmed\\) · by dashboard$`));

  // The listing agent's own history names them too.
  const agentCard = await openPropertyCard(page, property);
  await agentCard.getByRole("button", { name: "View Bookings" }).click();
  const agentRow = page.getByRole("dialog", { name: "Bookings" }).getByRole("listitem").filter({ hasText: confirmation });
  await agentRow.getByRole("button", { name: "History" }).click();
  await expect(agentRow.getByRole("list", { name: "Booking history" })).toContainText(`${email}: Approved`);
});

/**
 * Names `email` as assisting agent for today in an Assisting agents form: the form's dates start on
 * today in the office's zone, and an end before it is told on its field first. Returns today.
 */
async function addForToday(page: Page, panel: Locator, email: string) {
  await panel.getByLabel("Assisting agent").selectOption({ label: email });
  const from = await panel.getByLabel("From").inputValue();
  const dayBefore = new Date(Date.parse(`${from}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await panel.getByLabel("Until").fill(dayBefore);
  await panel.getByRole("button", { name: "Add assisting agent" }).click();
  await expect(panel.getByLabel("Until")).toHaveAccessibleDescription("The end date must be on or after the start date");
  await panel.getByLabel("Until").fill(from);
  await panel.getByRole("button", { name: "Add assisting agent" }).click();
  await expect(page.getByText("Assisting agent added")).toBeVisible();
  return from;
}

test("[offices] an agent names an assisting agent for a date range on their profile, told of a reversed range, and removes them", async ({ page, browser }) => {
  await signUp(page);
  expect((await page.request.post("/api/showbook/office", { data: { name: "Cover Realty" } })).status()).toBe(201);
  const colleague = await (await browser.newContext()).newPage();
  const { email } = await signUp(colleague);
  const { invitation } = (await (await page.request.post("/api/showbook/office/invitations", { data: { email, role: "agent" } })).json()) as {
    invitation: { url: string };
  };
  expect((await colleague.request.post("/api/showbook/office/invitations/accept", { data: { token: invitation.url.split("/").pop() } })).status()).toBe(200);

  await page.goto("/profile");
  const panel = page.getByRole("region", { name: "Assisting agents" });
  await expect(panel.getByText("Nobody covers your listings.")).toBeVisible();
  await addForToday(page, panel, email);
  const entry = panel.getByRole("list", { name: "Your assisting agents" }).getByRole("listitem");
  await expect(entry).toContainText(`${email}`);
  await expect(entry).toContainText("(covering now)");

  await entry.getByRole("button", { name: new RegExp(`Remove ${email.replace(/[.]/g, "\\.")} as assisting agent`) }).click();
  await expect(page.getByText("Assisting agent removed")).toBeVisible();
  await expect(panel.getByText("Nobody covers your listings.")).toBeVisible();
});

test("[offices] a manager names an assisting agent for an agent on the Office page and removes them; an agent may not", async ({ page, browser }) => {
  await signUp(page);
  expect((await page.request.post("/api/showbook/office", { data: { name: "Stand-in Realty" } })).status()).toBe(201);
  const join = async () => {
    const member = await (await browser.newContext()).newPage();
    const { email } = await signUp(member);
    const { invitation } = (await (await page.request.post("/api/showbook/office/invitations", { data: { email, role: "agent" } })).json()) as {
      invitation: { url: string };
    };
    expect((await member.request.post("/api/showbook/office/invitations/accept", { data: { token: invitation.url.split("/").pop() } })).status()).toBe(200);
    return { member, email };
  };
  const agent = await join();
  const colleague = await join();

  await page.goto("/office");
  const panel = page.getByRole("region", { name: `Assisting agents of ${agent.email}` });
  await expect(panel.getByText("Nobody covers their listings.")).toBeVisible();
  const from = await addForToday(page, panel, colleague.email);
  const entry = panel.getByRole("list", { name: `Who covers ${agent.email}` }).getByRole("listitem");
  await expect(entry).toContainText(colleague.email);
  await expect(entry).toContainText("(covering now)");

  // The agent sees who covers them on their profile, but names nobody for a colleague.
  await agent.member.goto("/profile");
  await expect(agent.member.getByRole("list", { name: "Your assisting agents" })).toContainText(colleague.email);
  await agent.member.goto("/office");
  await expect(agent.member.getByRole("region", { name: /^Assisting agents of / })).toHaveCount(0);
  const office = (await (await agent.member.request.get("/api/showbook/office")).json()) as { members: { userId: string; email: string }[] };
  const colleagueId = office.members.find((member) => member.email === colleague.email)!.userId;
  const refused = await agent.member.request.post("/api/showbook/office/assistants", {
    data: { agentUserId: colleagueId, assistantUserId: office.members.find((member) => member.email === agent.email)!.userId, startsOn: from, endsOn: from },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe(
    "Only a manager of the office, or a staff member who acts on that agent's listings, can name or end an assisting agent for another agent.",
  );

  await entry.getByRole("button", { name: new RegExp(`Remove ${colleague.email.replace(/[.]/g, "\\.")} as assisting agent`) }).click();
  await expect(page.getByText("Assisting agent removed")).toBeVisible();
  await expect(panel.getByText("Nobody covers their listings.")).toBeVisible();
});
