import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { makePdf } from "../fixtures/oracle-documents";
import { demoCodes, signIn, signOut, signUp, unlock } from "./helpers";

test("[gate] a wrong code shows the message and clears the field; the right one opens the Oracle until sign-out", async ({ page }) => {
  const { email } = await signUp(page);
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

test("[oracle] a conversation's new name is checked on its field, then shown in the list", async ({ page }) => {
  await signUp(page);
  await page.goto("/oracle");
  await unlock(page, "oracle");
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("What is the security deposit?");
  await box.press("Enter");
  await expect(page.getByRole("listitem", { name: "Oracle's answer" })).toBeVisible({ timeout: 60_000 });

  const list = page.getByRole("navigation", { name: "Conversations" });
  await list.getByRole("button", { name: /^Rename / }).click();
  const name = list.getByLabel("Conversation name");
  await name.fill("   ");
  await list.getByRole("button", { name: "Save name" }).click();
  await expect(name).toHaveAccessibleDescription("Please enter a name");
  await name.fill("Deposit questions");
  await list.getByRole("button", { name: "Save name" }).click();
  await expect(list.getByRole("button", { name: "Deposit questions", exact: true })).toBeVisible();
  await expect(list.getByLabel("Conversation name")).toHaveCount(0);
});

test("[gate] signed-out visitors of /oracle are sent to sign in", async ({ page }) => {
  await page.goto("/oracle");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Foracle$/);
});

test("[oracle] upload a PDF, ask with Enter and open the cited passage", async ({ page }) => {
  await signUp(page);
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
  // How answers are made is said once, in the interface, not in each answer.
  await expect(page.getByRole("region", { name: "Conversation" })).toContainText("Answers quote your files word for word");
  await expect(answer).not.toContainText("no language model");
  await expect(box).toHaveValue("");
  await answer.getByRole("button", { name: "[1] lease.pdf, page 3" }).click();
  const source = page.getByRole("dialog", { name: "lease.pdf, page 3" });
  await expect(source).toContainText("The water heater was replaced in March 2019");
  // The sentence the answer quotes is marked inside its passage.
  await expect(source.locator("mark")).toHaveText("The water heater was replaced in March 2019 by Bay Plumbing.");
  await page.getByRole("button", { name: "Close" }).click();

  await expect(
    page.getByRole("navigation", { name: "Conversations" }).getByRole("button", { name: "When was the water heater replaced?", exact: true }),
  ).toBeVisible();
});

/** A PDF over the 1 MB read during the upload (an incompressible attachment): the parse job reads it. */
async function largePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.load(await makePdf([["Operating manual of the boiler."]]));
  await pdf.attach(new Uint8Array(randomBytes(1_200_000)), "padding.bin", { mimeType: "application/octet-stream" });
  return Buffer.from(await pdf.save());
}

test("[oracle] a file being read shows its progress and a Cancel and never locks the box; a failed file says why; New conversation stores no empty one", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/oracle");
  await unlock(page, "oracle");
  const conversations = page.getByRole("navigation", { name: "Conversations" }).getByRole("listitem");
  const newConversation = page.getByRole("button", { name: "New conversation" });
  await newConversation.click();
  await newConversation.click();
  await expect(conversations).toHaveCount(0);

  // Progress polls are held, so the file stays "being read" for as long as the test needs.
  await page.route("**/api/oracle/files/*", async (route) => {
    if (route.request().method() !== "GET") await route.continue();
  });
  await page.getByLabel("Upload file").setInputFiles({ name: "manual.pdf", mimeType: "application/pdf", buffer: await largePdf() });
  const attached = page.getByRole("list", { name: "Attached files" });
  await expect(attached).toContainText("manual.pdf — reading… 0%", { timeout: 60_000 });
  await expect(page.getByRole("progressbar", { name: "Reading manual.pdf" })).toBeVisible();

  // The box is not locked while the file is read: a question goes out with the files that are ready (none).
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("What is the security deposit?");
  await box.press("Enter");
  await expect(page.getByRole("listitem", { name: "Oracle's answer" })).toContainText("I could not find anything about this in your files", { timeout: 60_000 });
  await expect(conversations).toHaveCount(1);

  const cancelled = page.waitForResponse((response) => response.url().includes("/api/oracle/files/") && response.request().method() === "DELETE");
  await page.getByRole("button", { name: "Cancel manual.pdf" }).click();
  expect((await cancelled).status()).toBe(204);
  await expect(attached).toHaveCount(0);

  // Progress polls flow again: on a busy machine the damaged file is read after its upload, by the job.
  await page.unroute("**/api/oracle/files/*");
  await page.getByLabel("Upload file").setInputFiles({ name: "broken.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj << broken") });
  await expect(attached).toContainText("broken.pdf — could not be read: This file is damaged and cannot be read.", { timeout: 60_000 });
  await page.getByRole("button", { name: "Remove broken.pdf" }).click();
  await expect(attached).toHaveCount(0);

  await newConversation.click();
  await expect(page.getByRole("list", { name: "Messages" })).toHaveCount(0);
  await newConversation.click();
  await expect(conversations).toHaveCount(1);
});

test("[create] a batch of variations is generated side by side and one is published", async ({ page }) => {
  await signUp(page);
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
  await signUp(page);
  await page.goto("/create");
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate variations" })).toHaveCount(0);
});
