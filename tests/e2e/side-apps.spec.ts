import { expect, test } from "@playwright/test";
import { makePdf } from "../fixtures/oracle-documents";
import { demoCodes, registerNewUser, signIn, signOut, unlock } from "./helpers";

test("[gate] a wrong code shows the message and clears the field; the right one opens the Oracle until sign-out", async ({ page }) => {
  const { email } = await registerNewUser(page);
  await page.goto("/oracle");
  await page.getByRole("button", { name: "Enter" }).click();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Please enter a password");

  await page.getByLabel("Password").fill(demoCodes().oracle.code.toUpperCase());
  await page.getByRole("button", { name: "Enter" }).click();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Incorrect password. Please contact support for access.");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await unlock(page, "oracle");
  await expect(page.getByRole("button", { name: "New conversation" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "New conversation" })).toBeVisible();

  await signOut(page);
  await signIn(page, email);
  await page.goto("/oracle");
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "New conversation" })).toHaveCount(0);
});

test("[gate] signed-out visitors of /oracle are sent to sign in", async ({ page }) => {
  await page.goto("/oracle");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Foracle$/);
});

test("[oracle] upload a PDF, ask with Enter and open the cited passage", async ({ page }) => {
  await registerNewUser(page);
  await page.goto("/oracle");
  await unlock(page, "oracle");

  const pdf = await makePdf([
    ["Residential lease for 12 Elm Street."],
    ["Rent is due on the first day of each month."],
    ["The water heater was replaced in March 2019 by Bay Plumbing."],
  ]);
  await page.getByLabel("Upload file").setInputFiles({ name: "lease.pdf", mimeType: "application/pdf", buffer: pdf });
  // The server reads the PDF during the upload: allow for a loaded machine.
  await expect(page.getByRole("list", { name: "Attached files" })).toContainText("lease.pdf — ready", { timeout: 60_000 });

  const box = page.getByRole("textbox", { name: "Message" });
  await box.press("Enter");
  await expect(page.getByRole("list", { name: "Messages" })).toHaveCount(0);
  await box.fill("When was the water heater");
  await box.press("Shift+Enter");
  await box.pressSequentially("replaced?");
  await expect(box).toHaveValue("When was the water heater\nreplaced?");
  await box.press("Enter");

  const answer = page.getByRole("listitem", { name: "Oracle's answer" });
  await expect(answer).toContainText("March 2019", { timeout: 60_000 });
  await expect(answer).toContainText("Extractive answer");
  await expect(box).toHaveValue("");
  await answer.getByRole("button", { name: "[1] lease.pdf, page 3" }).click();
  await expect(page.getByRole("dialog", { name: "lease.pdf, page 3" })).toContainText("The water heater was replaced in March 2019");
  await page.getByRole("button", { name: "Close" }).click();

  await expect(
    page.getByRole("navigation", { name: "Conversations" }).getByRole("button", { name: "When was the water heater replaced?", exact: true }),
  ).toBeVisible();
});

test("[create] a batch of variations is generated side by side and one is published", async ({ page }) => {
  await registerNewUser(page);
  await page.goto("/create");
  await unlock(page, "create");

  await page.getByLabel("Prompt", { exact: true }).fill("A lighthouse on a cliff at dusk");
  await page.getByLabel("Variations").selectOption("3");
  await page.getByRole("button", { name: "Generate variations" }).click();

  const variations = page.getByRole("list", { name: "Variations" }).getByRole("listitem");
  await expect(variations).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Download variation 1" })).toHaveAttribute("download", /\.png$/);
  await page.getByRole("button", { name: "Publish variation 2" }).click();
  await expect(variations.nth(1)).toContainText("Published");
  await expect(page.getByRole("button", { name: "Publish variation 1" })).toBeVisible();
});

test("[gate] without the code, /create shows the gate and the studio stays closed", async ({ page }) => {
  await registerNewUser(page);
  await page.goto("/create");
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate variations" })).toHaveCount(0);
});
