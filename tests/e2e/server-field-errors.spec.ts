import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "@playwright/test";
import { bookThroughApi, createListedProperty, fillBookingForm } from "./booking-helpers";
import { createUser, registerNewUser, signUp, TEST_PASSWORD, uniqueEmail, withE2eDatabase } from "./helpers";

/** The field carries the server's message as its accessible description, and no toast repeats it. */
async function expectServerErrorOnField(page: Page, field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toBeFocused();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toHaveCount(0);
}

test("[contacts] a duplicate e-mail refused by the server is shown on the Email field, not in a toast", async ({ page }) => {
  await registerNewUser(page);
  const email = uniqueEmail("agent-contact");
  await page.goto("/agents");

  const dialog = page.getByRole("dialog", { name: "Add Buyer's Agent" });
  for (const [first, last] of [
    ["Dana", "First"],
    ["Dee", "Second"],
  ]) {
    await page.getByRole("button", { name: "Add Buyer's Agent" }).click();
    await dialog.getByLabel("First name").fill(first);
    await dialog.getByLabel("Last name").fill(last);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Add Buyer's Agent" }).click();
    if (first === "Dana") await expect(dialog).toBeHidden();
  }

  await expect(dialog).toBeVisible();
  await expectServerErrorOnField(page, dialog.getByLabel("Email"), "A contact with this email already exists");
  // The typed values stay, so another address saves the second contact.
  await expect(dialog.getByLabel("First name")).toHaveValue("Dee");
  await dialog.getByLabel("Email").fill(uniqueEmail("agent-contact"));
  await dialog.getByRole("button", { name: "Add Buyer's Agent" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table").getByRole("cell", { name: "Dee Second", exact: true })).toBeVisible();
});

test("[prospects] a second prospect of one type with the same e-mail is refused on the Email field", async ({ page }) => {
  await registerNewUser(page);
  const email = uniqueEmail("prospect");
  await page.goto("/prospects");

  const dialog = page.getByRole("dialog", { name: "Add Prospect" });
  for (const first of ["Pat", "Sam"]) {
    await page.getByRole("button", { name: "Add Prospect" }).click();
    await dialog.getByLabel("First name").fill(first);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Type").selectOption({ label: "Renter" });
    await dialog.getByRole("button", { name: "Add Prospect" }).click();
    if (first === "Pat") await expect(dialog).toBeHidden();
  }

  await expect(dialog).toBeVisible();
  await expectServerErrorOnField(page, dialog.getByLabel("Email"), "A prospect of this type with this email already exists");
  // Another type with the same address is a different prospect.
  await dialog.getByLabel("Type").selectOption({ label: "Buyer" });
  await dialog.getByRole("button", { name: "Add Prospect" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table").getByRole("cell", { name: "Sam", exact: true })).toBeVisible();
});

test("[auth] registering with an e-mail that has an account is refused on the Email field", async ({ page }) => {
  const { email } = await createUser();
  await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Register" }).click();
  await expectServerErrorOnField(page, page.getByLabel("Email"), "An account with this email already exists.");
  await expect(page).toHaveURL(/\/register$/);
});

test("[auth] a wrong password is refused on the Password field, and the e-mail stays", async ({ page }) => {
  const { email } = await createUser();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expectServerErrorOnField(page, page.getByLabel("Password"), "Invalid login credentials. Please try again.");
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("[account] a username another account has is refused on the Username field", async ({ page, browser }) => {
  const other = await (await browser.newContext()).newPage();
  await signUp(other);
  const taken = `Taken_${Date.now().toString(36)}`;
  expect((await other.request.patch("/api/update-username", { data: { newUsername: taken } })).status()).toBe(200);

  await signUp(page);
  await page.goto("/account");
  await page.getByLabel("Username").fill(taken.toUpperCase());
  await page.getByRole("button", { name: "Update User Info" }).click();
  // The field's description is its rules, then the server's reason.
  await expectServerErrorOnField(page, page.getByLabel("Username"), /That username is already taken$/);
});

test("[feedback] an answer the server refuses is shown on its field", async ({ page, browser }) => {
  const property = await createListedProperty(page);
  const booker = await (await browser.newContext()).newPage();
  const confirmation = await bookThroughApi(booker.request, property.id, { name: "Fern Field", email: uniqueEmail("fern"), phone: "415-555-0177" });
  const token = await withE2eDatabase(async (sql) => {
    const [row] = await sql<{ manage_token: string }[]>`
      update bookings set status = 'completed', completed_at = now() where confirmation_number = ${confirmation} returning manage_token`;
    return row.manage_token;
  });
  // The browser checks the comment's length with the action's own schema; this sends, past that check, one the server refuses.
  await booker.route(`**/bookings/manage/${token}`, (route) => {
    const request = route.request();
    if (request.method() !== "POST" || !request.headers()["next-action"]) return route.continue();
    return route.continue({ postData: request.postData()!.replace("LONG", "x".repeat(2001)) });
  });

  await booker.goto(`/bookings/manage/${token}`);
  await booker.getByRole("button", { name: "4 out of 5" }).click();
  await booker.getByLabel("Comments for the listing agent").fill("LONG");
  await booker.getByRole("button", { name: "Send Feedback" }).click();
  await expectServerErrorOnField(booker, booker.getByLabel("Comments for the listing agent"), "Feedback must be at most 2000 characters");
});

test("[booking] a phone number the server cannot read is refused on the Phone field", async ({ page, browser }) => {
  const property = await createListedProperty(page);
  const booker = await (await browser.newContext()).newPage();
  await booker.goto(`/book/${property.slug}`);
  // The page checks only that a phone is given; reading it is the server's (libphonenumber stays off the page).
  await fillBookingForm(booker, "Buyer", { name: "Pia Phone", email: uniqueEmail("pia"), phone: "555" });
  await booker.getByLabel(/I agree to the/).check();
  await booker.getByRole("button", { name: "Continue to Payment" }).click();
  await expectServerErrorOnField(booker, booker.getByLabel("Phone", { exact: true }), "Please enter a valid phone number");
  await expect(booker.getByLabel("Name", { exact: true })).toHaveValue("Pia Phone");
});
