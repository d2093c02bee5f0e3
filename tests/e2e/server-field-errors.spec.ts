import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "@playwright/test";
import { registerNewUser, uniqueEmail } from "./helpers";

/** The field carries the server's message as its accessible description, and no toast repeats it. */
async function expectServerErrorOnField(page: Page, field: Locator, message: string) {
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
