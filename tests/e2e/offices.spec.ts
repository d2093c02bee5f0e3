import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { bookThroughApi, linkResident } from "./booking-helpers";
import { createUser, signUp, TEST_PASSWORD, uniqueEmail, withE2eDatabase } from "./helpers";

const day = { enabled: true, start: "09:00", end: "17:00" };
const everyDay = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };

/** A manager, signed in on a page of their own, who created an office through its page. */
async function managerWithOffice(browser: Browser, officeName: string) {
  const page = await (await browser.newContext()).newPage();
  const manager = await signUp(page, uniqueEmail("manager"));
  await page.goto("/office");
  await expect(page.getByRole("heading", { level: 1, name: "Office" })).toBeVisible();
  const form = page.getByRole("form", { name: "Create an office" });
  await form.getByLabel("Office name").fill(officeName);
  await form.getByLabel("Brokerage licence").fill("01234567");
  await form.getByLabel("Time zone").fill("America/Los_Angeles");
  await form.getByRole("button", { name: "Create office" }).click();
  await expect(page.getByRole("heading", { level: 1, name: officeName })).toBeVisible();
  return { page, manager };
}

/** Invites `email` as `role` through the office page; the link shown there (also e-mailed). */
async function invite(page: Page, email: string, role: "Staff" | "Agent" | "Manager") {
  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  const link = page.getByLabel(`Link sent to ${email}`);
  await expect(link).toHaveValue(/\/office\/invitations\//);
  await expect(page.getByRole("listitem", { name: `Invitation to ${email}` })).toContainText("Open");
  return new URL(await link.inputValue()).pathname;
}

test("[offices] a manager invites staff and an agent; the staff member approves the agent's booking in the office view; the manager sees it in the office calendar and compliance report", async ({
  browser,
}) => {
  // Four people in four browser contexts, two invitations, a booking approved and completed.
  test.slow();
  const suffix = `${Date.now()}`.slice(-6);
  const officeName = `Bayview Realty ${suffix}`;
  const { page: manager } = await managerWithOffice(browser, officeName);
  await expect(manager.getByRole("listitem", { name: /^manager-/ })).toContainText("Manager");

  const staffEmail = uniqueEmail("staff");
  const agentEmail = uniqueEmail("agent");
  const staffLink = await invite(manager, staffEmail, "Staff");
  const agentLink = await invite(manager, agentEmail, "Agent");

  // The staff member is new: they register from the invitation and come back to accept it.
  const staff = await (await browser.newContext()).newPage();
  await staff.goto(staffLink);
  await expect(staff.getByRole("heading", { level: 1, name: `Join ${officeName}` })).toBeVisible();
  await expect(staff.getByText("as a staff")).toBeVisible();
  await staff.getByRole("link", { name: "Register to accept" }).click();
  await staff.getByLabel("Email").fill(staffEmail);
  await staff.getByLabel("Password").fill(TEST_PASSWORD);
  await staff.getByRole("button", { name: "Register" }).click();
  await expect(staff).toHaveURL(new RegExp(`${staffLink}$`));
  await staff.getByRole("button", { name: "Accept invitation" }).click();
  await expect(staff).toHaveURL(/\/office$/);
  await expect(staff.getByText(`Welcome to ${officeName}`)).toBeVisible();
  await expect(staff.getByRole("heading", { level: 1, name: officeName })).toBeVisible();

  // The agent has an account: they sign in from the invitation and come back to accept it.
  await createUser(agentEmail);
  const agent = await (await browser.newContext()).newPage();
  await agent.goto(agentLink);
  await agent.getByRole("link", { name: "Sign in to accept" }).click();
  await agent.getByLabel("Email").fill(agentEmail);
  await agent.getByLabel("Password").fill(TEST_PASSWORD);
  await agent.getByRole("button", { name: "Login" }).click();
  await expect(agent).toHaveURL(new RegExp(`${agentLink}$`));
  await agent.getByRole("button", { name: "Accept invitation" }).click();
  await expect(agent).toHaveURL(/\/office$/);
  // An agent has no office view: their dashboard is their own, as before.
  await expect(agent.getByRole("group", { name: "Whose listings to show" })).toHaveCount(0);

  // The manager sees both members, and both invitations as accepted.
  await manager.reload();
  await expect(manager.getByRole("listitem", { name: staffEmail, exact: true })).toContainText("Staff");
  await expect(manager.getByRole("listitem", { name: agentEmail, exact: true })).toContainText("Agent");
  await expect(manager.getByRole("listitem", { name: `Invitation to ${staffEmail}` })).toContainText("Accepted");

  // The agent lists an occupied property whose bookings wait for approval; a buyer books it.
  const street = `${100 + Math.floor(Math.random() * 800)} Office Way ${suffix}`;
  const created = await agent.request.post("/api/showbook/properties", {
    data: { addressLine1: street, city: "Oakland", state: "CA", zipCode: "94612", customAvailability: everyDay, bufferTimeMinutes: 0 },
  });
  expect(created.status()).toBe(201);
  const { property } = (await created.json()) as { property: { id: string; fullAddress: string } };
  await linkResident(agent, property.id, "Rosa", { bookingApproval: "manual" });
  const buyerName = `Olive Office ${suffix}`;
  const confirmation = await bookThroughApi(agent.request, property.id, { name: buyerName, email: `olive-${suffix}@example.com`, phone: "415-555-0177" });

  // The staff member does not see it in their own view; in the office view they approve it.
  await staff.goto("/properties");
  await expect(staff.getByRole("article", { name: property.fullAddress })).toHaveCount(0);
  const switcher = staff.getByRole("group", { name: "Whose listings to show" });
  await switcher.getByRole("button", { name: "Office" }).click();
  await expect(switcher.getByRole("button", { name: "Office" })).toHaveAttribute("aria-pressed", "true");
  const card = staff.getByRole("article", { name: property.fullAddress });
  await expect(card.getByText(`Agent: ${agentEmail}`)).toBeVisible();
  await card.getByRole("button", { name: "View Bookings" }).click();
  const row = staff.getByRole("dialog", { name: "Bookings" }).getByRole("listitem").filter({ hasText: confirmation });
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(staff.getByText("Booking approved")).toBeVisible();
  await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: "History" }).click();
  await expect(row.getByRole("list", { name: "Booking history" }).getByRole("listitem").last()).toHaveText(
    new RegExp(`${staffEmail.replace(/[.+]/g, "\\$&")}: Approved \\(Awaiting approval → Confirmed\\) · by dashboard$`),
  );

  // The manager sees it in the office calendar.
  await manager.goto("/calendar");
  await manager.getByRole("group", { name: "Whose listings to show" }).getByRole("button", { name: "Office" }).click();
  await expect(manager.getByText(buyerName)).toBeVisible();
  await expect(manager.getByRole("listitem").filter({ hasText: buyerName })).toContainText(`Agent: ${agentEmail}`);

  // Once held, it is in the office's completed showings with its compliance record.
  await withE2eDatabase(async (sql) => {
    await sql`update bookings set status = 'completed', completed_at = now(),
        starts_at = starts_at - interval '30 days', ends_at = ends_at - interval '30 days',
        blocked_period = tstzrange(lower(blocked_period) - interval '30 days', upper(blocked_period) - interval '30 days'),
        showing_date = showing_date - 30
      where confirmation_number = ${confirmation}`;
  });
  await manager.goto("/completed?range=all");
  const completed = manager.getByRole("table").getByRole("row").filter({ hasText: buyerName });
  await expect(completed).toContainText(property.fullAddress);
  await expect(completed).toContainText(/Compliant|Not compliant/);
  await expect(manager.getByTestId("compliance-percent")).toHaveText(/% compliant$/);

  // In the manager's own view it is not there: the switch goes back.
  await manager.getByRole("group", { name: "Whose listings to show" }).getByRole("button", { name: "Mine" }).click();
  await expect(manager.getByRole("table").getByRole("row").filter({ hasText: buyerName })).toHaveCount(0);
});

test("[offices] an invitation link grants nothing once used, revoked, opened by another account or forged", async ({ browser }) => {
  // Three people in three browser contexts and a logo upload.
  test.slow();
  const suffix = `${Date.now()}`.slice(-6);
  const officeName = `Harbor Homes ${suffix}`;
  const { page: manager } = await managerWithOffice(browser, officeName);
  const joinerEmail = uniqueEmail("joiner");
  const usedLink = await invite(manager, joinerEmail, "Agent");
  // The manager's logo: checked by content, stored as WebP, shown on the page and above the dashboard.
  const logo = await sharp({ create: { width: 1200, height: 600, channels: 4, background: { r: 20, g: 60, b: 160, alpha: 1 } } }).png().toBuffer();
  await manager.getByLabel("Office logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(manager.getByText("Logo saved")).toBeVisible();
  await expect(manager.getByRole("img", { name: `${officeName} logo` })).toHaveCount(2);
  const served = await manager.request.get("/api/showbook/office/logo");
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await served.body()).metadata()).width).toBe(400);
  await manager.getByLabel("Replace office logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expect(manager.getByText(/Only JPEG, PNG and WebP photos can be uploaded/)).toBeVisible();

  const revokedEmail = uniqueEmail("revoked");
  const revokedLink = await invite(manager, revokedEmail, "Staff");

  // Revoked by the manager: the link says so, to anyone.
  await manager.getByRole("button", { name: `Revoke the invitation of ${revokedEmail}` }).click();
  await manager.getByRole("alertdialog").getByRole("button", { name: "Revoke invitation" }).click();
  await expect(manager.getByRole("listitem", { name: `Invitation to ${revokedEmail}` })).toContainText("Revoked");
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(revokedLink);
  await expect(visitor.getByRole("heading", { level: 1, name: "Invitation withdrawn" })).toBeVisible();
  await expect(visitor.getByRole("alert").filter({ hasText: "This invitation was withdrawn by the office. Ask its manager for a new one." })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Sign in to accept" })).toHaveCount(0);

  // Opened by another account: nothing to accept.
  await signUp(visitor, uniqueEmail("other"));
  await visitor.goto(usedLink);
  await expect(visitor.getByRole("heading", { level: 1, name: "Invitation for another account" })).toBeVisible();
  await expect(visitor.getByRole("alert").filter({ hasText: "This invitation was sent to another e-mail address. Sign in with that address to accept it." })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);

  // Accepted once by its addressee; opened again, it is used.
  const joiner = await (await browser.newContext()).newPage();
  await signUp(joiner, joinerEmail);
  await joiner.goto(usedLink);
  await joiner.getByRole("button", { name: "Accept invitation" }).click();
  await expect(joiner).toHaveURL(/\/office$/);
  await joiner.goto(usedLink);
  await expect(joiner.getByRole("heading", { level: 1, name: "Invitation already used" })).toBeVisible();
  await expect(joiner.getByRole("alert").filter({ hasText: "This invitation was already used. If it was you, your office is on your dashboard." })).toBeVisible();
  const again = await joiner.request.post("/api/showbook/office/invitations/accept", { data: { token: usedLink.split("/").pop() } });
  expect(again.status()).toBe(409);

  // An altered or unknown token is a 404 page.
  const forged = await visitor.goto(`${usedLink.slice(0, -4)}AAAA`);
  expect(forged?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Invitation not found" })).toBeVisible();
  await expect(visitor.getByRole("alert").filter({ hasText: "This invitation link is invalid. Ask the office's manager for a new one." })).toBeVisible();
});
