import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("[owners] add, validate, edit, search and delete owners", async ({ page }) => {
  await signUp(page);
  await page.goto("/owners");
  await expect(page.getByText("No owners found. Create your first owner to get started!")).toBeVisible();

  await page.getByRole("button", { name: "Add Owner" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Owner" });
  await dialog.getByRole("button", { name: "Create Owner" }).click();
  await expect(dialog.getByText("First name is required")).toBeVisible();
  await expect(dialog.getByText("Last name is required")).toBeVisible();
  await dialog.getByLabel("Owner type").selectOption("company");
  await dialog.getByRole("button", { name: "Create Owner" }).click();
  await expect(dialog.getByText("Company name is required")).toBeVisible();
  await dialog.getByLabel("Company name").fill("Harbor Holdings LLC");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Create Owner" }).click();
  await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
  await dialog.getByLabel("Email").fill("office@harbor.example");
  await dialog.getByRole("button", { name: "Create Owner" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Add Owner" }).click();
  await dialog.getByLabel("First name").fill("Ana");
  await dialog.getByLabel("Last name").fill("Individual");
  await dialog.getByRole("button", { name: "Create Owner" }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole("table");
  await expect(table.getByRole("cell", { name: "Harbor Holdings LLC", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Ana Individual", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Edit owner Ana Individual" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Owner" });
  await expect(editDialog.getByLabel("First name")).toHaveValue("Ana");
  await editDialog.getByLabel("Phone").fill("415-555-0111");
  await editDialog.getByRole("button", { name: "Save Owner" }).click();
  await expect(table.getByRole("cell", { name: "(415) 555-0111" })).toBeVisible();

  await page.getByLabel("Search owners").fill("harbor");
  await expect(table.getByRole("cell", { name: "Harbor Holdings LLC", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Ana Individual", exact: true })).toBeHidden();
  await page.getByLabel("Search owners").fill("");

  for (const name of ["Harbor Holdings LLC", "Ana Individual"]) {
    await page.getByRole("button", { name: `Delete owner ${name}` }).click();
    await page.getByRole("alertdialog", { name: "Delete owner?" }).getByRole("button", { name: "Delete" }).click();
    await expect(table.getByRole("cell", { name, exact: true })).toBeHidden();
  }
  await expect(page.getByText("No owners found. Create your first owner to get started!")).toBeVisible();
});

test("[residents] add, validate, edit, search and delete residents", async ({ page }) => {
  await signUp(page);
  await page.goto("/residents");
  await expect(page.getByText("No residents found. Create your first resident to get started!")).toBeVisible();

  await page.getByRole("button", { name: "Add Resident" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Resident" });
  await dialog.getByRole("button", { name: "Create Resident" }).click();
  await expect(dialog.getByText("First name is required")).toBeVisible();
  await dialog.getByLabel("First name").fill("Rosa");
  await dialog.getByLabel("Last name").fill("Renter");
  await dialog.getByLabel("Monthly rent").fill("lots");
  await dialog.getByRole("button", { name: "Create Resident" }).click();
  await expect(dialog.getByText("Monthly rent must be a number")).toBeVisible();
  await dialog.getByLabel("Monthly rent").fill("2450");
  await dialog.getByLabel("Lease start date").fill("2026-03-01");
  await dialog.getByRole("button", { name: "Create Resident" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Add Resident" }).click();
  await dialog.getByLabel("First name").fill("Sam");
  await dialog.getByLabel("Last name").fill("Sublet");
  await dialog.getByRole("button", { name: "Create Resident" }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole("table");
  await expect(table.getByRole("cell", { name: "$2,450" })).toBeVisible();

  await page.getByRole("button", { name: "Edit resident Sam Sublet" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Resident" });
  await editDialog.getByLabel("Last name").fill("Stays");
  await editDialog.getByRole("button", { name: "Save Resident" }).click();
  await expect(table.getByRole("cell", { name: "Sam Stays", exact: true })).toBeVisible();

  await page.getByLabel("Search residents").fill("rosa");
  await expect(table.getByRole("cell", { name: "Rosa Renter", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Sam Stays", exact: true })).toBeHidden();
  await page.getByLabel("Search residents").fill("");

  for (const name of ["Rosa Renter", "Sam Stays"]) {
    await page.getByRole("button", { name: `Delete resident ${name}` }).click();
    await page.getByRole("alertdialog", { name: "Delete resident?" }).getByRole("button", { name: "Delete" }).click();
    await expect(table.getByRole("cell", { name, exact: true })).toBeHidden();
  }
  await expect(page.getByText("No residents found. Create your first resident to get started!")).toBeVisible();
});

test("[profile] name and phone are required; a saved profile completes it", async ({ page }) => {
  await signUp(page);
  await page.goto("/profile");
  await expect(page.getByText("Profile incomplete - complete for notifications")).toBeVisible();
  await page.getByLabel("Full name").fill("Jordan Agent");
  await page.getByRole("button", { name: "Save Agent Profile" }).click();
  await expect(page.getByText("Please fill in at least your name and phone number for the agent profile.")).toBeVisible();

  await page.getByLabel("Phone").fill("(415) 555-0199");
  await page.getByLabel("Brokerage").fill("Jordan Realty");
  await page.getByRole("button", { name: "Save Agent Profile" }).click();
  await expect(page.getByText("Agent Profile updated successfully")).toBeVisible();
  await expect(page.getByText("This information appears on all of your booking pages.")).toBeVisible();
  await expect(page.getByText("Profile incomplete - complete for notifications")).toBeHidden();

  await page.reload();
  await expect(page.getByLabel("Phone")).toHaveValue("(415) 555-0199");
  const response = await page.request.get("/api/showbook/agent/profile");
  expect(await response.json()).toMatchObject({ profile: { agentName: "Jordan Agent", agentBrokerage: "Jordan Realty" } });
});
