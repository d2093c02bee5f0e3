import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("[account] user info shows the email read-only and saves username and bio", async ({ page }) => {
  const { email } = await signUp(page);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "User Info" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).toBeDisabled();
  const username = `agent_${Date.now().toString(36)}`;
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Bio").fill("Listing agent in Oakland");
  await page.getByRole("button", { name: "Update User Info" }).click();
  await expect(page.getByText("User info updated successfully!")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expect(page.getByLabel("Bio")).toHaveValue("Listing agent in Oakland");
  await expect(page.getByRole("button", { name: `User menu for ${username}` })).toBeVisible();
});

test("[account] a bad username is explained and nothing is lost", async ({ page }) => {
  await signUp(page);
  await page.goto("/account");
  // The toaster mounts only once the page has hydrated: a submit before that would go unheard.
  await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  await page.getByLabel("Bio").fill("Kept bio");
  await page.getByLabel("Username").fill("no spaces allowed");
  await page.getByRole("button", { name: "Update User Info" }).click();
  // The account form checks the username with the route's own schema and says why on the field.
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#newUsername-error")).toHaveText("Username may contain letters, numbers, dashes and underscores only");
  await expect(page.getByLabel("Bio")).toHaveValue("Kept bio");
});

test("[account] settings save marketing emails and new-images-private on the server, and lock essential notices", async ({ page }) => {
  await signUp(page);
  await page.goto("/account/settings");
  const marketing = page.getByRole("checkbox", { name: /Marketing emails/ });
  await expect(marketing).toBeChecked();
  await marketing.uncheck();
  const privateImages = page.getByRole("checkbox", { name: /New images private/ });
  await expect(privateImages).toBeChecked();
  await privateImages.uncheck();
  await expect(page.getByRole("checkbox", { name: /Essential SMS and email notices/ })).toBeDisabled();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("checkbox", { name: /Marketing emails/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /New images private/ })).not.toBeChecked();

  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByText("Account deletion is coming soon.")).toBeVisible();
});
