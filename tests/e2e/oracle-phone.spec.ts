import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUp, unlock } from "./helpers";

// A phone: 390 × 844 CSS pixels, touch, the mobile viewport meta honoured.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

const VIEWPORT_WIDTH = 390;

/** Nothing on the page is wider than the screen: the page cannot be scrolled sideways, and nothing is clipped on the right. */
async function expectNoSidewaysOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth }));
  expect(innerWidth).toBe(VIEWPORT_WIDTH);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  // Clipped content does not widen the page: every element's box must also lie within the screen,
  // but for the links of the site's dashboard bar, a strip meant to be scrolled sideways.
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => {
        if (element.closest("nav[aria-label='Dashboard']")) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (box.left < -1 || box.right > window.innerWidth + 1) && getComputedStyle(element).visibility !== "hidden";
      })
      .filter((element) => !element.closest(".sr-only, [aria-hidden='true']"))
      .map((element) => `${element.tagName.toLowerCase()}${element.getAttribute("aria-label") ? `[${element.getAttribute("aria-label")}]` : ""}: ${element.textContent?.slice(0, 40)}`),
  );
  expect(outside).toEqual([]);
}

async function expectWithinScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORT_WIDTH);
}

test("[oracle] @mobile the whole Oracle works on a 390 × 844 phone: conversations, attaching, asking, reading answers and citations (build)", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  await page.goto("/oracle");
  await unlock(page, "oracle");
  await expect(page.getByRole("button", { name: "New conversation" })).toBeVisible();
  // How answers are made is said once, in the interface.
  await expect(page.getByRole("region", { name: "Conversation" })).toContainText("Answers quote your files word for word");
  await expectNoSidewaysOverflow(page);

  // A long file name, a long unbroken word and a long question must wrap, not push the page wider.
  const name = "inspection-report-for-the-building-at-12-elm-street-unit-4b-final-version.txt";
  const text = [
    "Inspection report for the building at 12 Elm Street.",
    "The water heater in unit 4B was replaced in March 2019 by Bay Plumbing, whose reference is BAYPLUMBING-2019-03-WATERHEATER-REPLACEMENT-UNIT4B-ELMSTREET.",
    "The roof was inspected in May 2023 and found sound.",
  ].join("\n\n");
  await page.getByLabel("Upload file").setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(text) });
  const attached = page.getByRole("list", { name: "Attached files" });
  await expect(attached).toContainText(`${name} — ready`, { timeout: 60_000 });
  await expectNoSidewaysOverflow(page);

  const send = page.getByRole("button", { name: "Send" });
  await expectWithinScreen(send);
  await expect(send).toBeVisible();
  await page.getByRole("textbox", { name: "Message" }).fill("When was the water heater in unit 4B replaced, and by which plumbing company?");
  await send.tap();
  const answer = page.getByRole("listitem", { name: "Oracle's answer" }).last();
  await expect(answer).toContainText("March 2019", { timeout: 60_000 });
  await expectWithinScreen(answer);
  await expectWithinScreen(page.getByRole("listitem", { name: "Your message" }).last());
  await expectNoSidewaysOverflow(page);

  // The citation opens its passage, which fits the screen too.
  const citation = answer.getByRole("button", { name: new RegExp(`^\\[1\\] ${name.replace(/[.]/g, "\\.")}, paragraph 2`) });
  await expectWithinScreen(citation);
  await citation.tap();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("BAYPLUMBING-2019-03");
  await expectWithinScreen(dialog);
  await expectNoSidewaysOverflow(page);
  await dialog.getByRole("button", { name: "Close" }).tap();
  await expect(dialog).toBeHidden();

  // Conversations: a new one starts empty, and the first opens again with its answer.
  const conversations = page.getByRole("navigation", { name: "Conversations" });
  await page.getByRole("button", { name: "New conversation" }).tap();
  await expect(page.getByRole("listitem", { name: "Oracle's answer" })).toHaveCount(0);
  const first = conversations.getByRole("button", { name: /^When was the water heater/ });
  await expectWithinScreen(first);
  await first.tap();
  await expect(page.getByRole("listitem", { name: "Oracle's answer" })).toContainText("March 2019");
  await expectWithinScreen(conversations.getByRole("button", { name: /^Delete When was the water heater/ }));
  await expectNoSidewaysOverflow(page);
});
