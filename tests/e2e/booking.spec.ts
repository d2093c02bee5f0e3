import { expect, test } from "@playwright/test";
import { demoFormErrors, emptyDemoForm } from "@/lib/bookings/demo-form";
import { bookInMockMode, createListedProperty, fillBookingForm, fillDemoBooker } from "./booking-helpers";
import { withE2eDatabase } from "./helpers";

const contact = (label: string) => ({ name: `${label} Tester`, email: `${label.toLowerCase().replace(/\W/g, "")}@example.com`, phone: "415-555-0100" });

test("[booking] @mobile the payment step repeats the property, date and time with its zone beside the Pay button", async ({ page }) => {
  const property = await createListedProperty(page);
  await page.goto(`/book/${property.slug}`);
  await fillBookingForm(page, "Buyer", contact("Phone"));
  const date = (await page.getByLabel("Showing date").locator("option:checked").textContent())!.trim();
  const time = (await page.getByRole("group", { name: "Showing time" }).locator('[aria-pressed="true"]').textContent())!.trim();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();

  const pay = page.getByRole("button", { name: "Pay $10" });
  await expect(pay).toBeVisible();
  await pay.scrollIntoViewIfNeeded();
  // Read out with the button, and on screen with it.
  const paidFor = page.locator(`#${await pay.getAttribute("aria-describedby")}`);
  await expect(paidFor).toContainText(property.fullAddress);
  await expect(paidFor).toContainText(date);
  await expect(paidFor).toContainText(time);
  await expect(paidFor).toContainText(/Pacific Time \(P[SD]T\)/);
  await expect(paidFor).toBeInViewport();
  await expect(pay).toBeInViewport();
});

test.describe("[booking] public booking page", () => {
  test("books as each requester type in mock mode, end to end", async ({ page }) => {
    const property = await createListedProperty(page);
    const types = ["Buyer's Agent", "Buyer", "Prospective Renter"];
    const confirmations: string[] = [];
    let firstSlot = { date: "", time: "" };
    for (const [index, requester] of types.entries()) {
      await page.goto(`/book/${property.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: property.fullAddress })).toBeVisible();
      await fillBookingForm(page, requester, contact(requester), index + 1);
      await expect(page.getByText("Times are the property's local time: Pacific Time (P")).toBeVisible();
      if (index === 0) {
        const time = (await page.getByRole("group", { name: "Showing time" }).locator('[aria-pressed="true"]').textContent()) ?? "";
        firstSlot = { date: await page.getByLabel("Showing date").inputValue(), time };
      }
      const submit = page.getByRole("button", { name: "Continue to Payment" });
      await expect(submit).toBeDisabled();
      await page.getByLabel(/I agree to the/).check();
      await submit.click();
      await expect(page.getByText("Development mode: payments are simulated")).toBeVisible();
      await page.getByRole("button", { name: "Pay $10" }).click();
      await expect(page.getByRole("heading", { name: "Showing booked!" })).toBeVisible();
      const number = (await page.getByTestId("confirmation-number").textContent()) ?? "";
      expect(number).toMatch(/^SB-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      confirmations.push(number);
      await expect(page.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute("href", /calendar\.google\.com/);
      await expect(page.getByRole("link", { name: "Add to Outlook" })).toHaveAttribute("href", /outlook\.live\.com/);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download .ics" }).click();
      expect((await download).suggestedFilename()).toBe(`showing-${number}.ics`);
    }

    const response = await page.request.get(`/api/showbook/properties/${property.id}/bookings`);
    expect(response.ok()).toBe(true);
    const { bookings } = (await response.json()) as {
      bookings: { confirmationNumber: string; requesterType: string; status: string; paymentStatus: string; feeCents: number; buyerName: string; buyerAgentName: string }[];
    };
    expect(bookings.find((b) => b.requesterType === "buyers_agent")).toMatchObject({
      buyerAgentName: "Buyer's Agent Tester",
      buyerName: "Buyer's Agent Tester's buyer",
    });
    expect(bookings.map((b) => b.confirmationNumber).sort()).toEqual([...confirmations].sort());
    expect(bookings.map((b) => b.requesterType).sort()).toEqual(["buyer", "buyers_agent", "renter"]);
    for (const booking of bookings) expect(booking).toMatchObject({ status: "confirmed", paymentStatus: "mock", feeCents: 1000 });

    // The booked slot is no longer offered (its day disappears when nothing else is left on it).
    await page.goto(`/book/${property.slug}`);
    await page.getByRole("button", { name: "Buyer", exact: true }).click();
    const dates = await page.getByLabel("Showing date").locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    if (dates.includes(firstSlot.date)) {
      await page.getByLabel("Showing date").selectOption(firstSlot.date);
      await expect(page.getByRole("group", { name: "Showing time" }).getByRole("button", { name: firstSlot.time, exact: true })).toBeDisabled();
    }
  });

  test("clears the contact, date and time on a new requester type, and the time on a new date", async ({ page }) => {
    const property = await createListedProperty(page);
    await page.goto(`/book/${property.id}`);
    await fillBookingForm(page, "Buyer", contact("Buyer"));
    await page.getByLabel(/I agree to the/).check();
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled();

    await page.getByLabel("Showing date").selectOption({ index: 3 });
    await expect(page.getByRole("group", { name: "Showing time" }).locator('[aria-pressed="true"]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeDisabled();
    await expect(page.getByLabel("Name")).toHaveValue("Buyer Tester");

    await page.getByRole("group", { name: "Showing time" }).getByRole("button").first().click();
    await page.getByRole("button", { name: "Prospective Renter", exact: true }).click();
    for (const field of ["Name", "Email", "Phone"]) await expect(page.getByLabel(field)).toHaveValue("");
    await expect(page.getByLabel("Showing date")).toHaveValue("");
    await expect(page.getByRole("group", { name: "Showing time" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeDisabled();
  });

  test("redirects an unlisted property to the unavailable page", async ({ page }) => {
    const property = await createListedProperty(page);
    const update = await page.request.put(`/api/showbook/properties/${property.id}`, { data: { status: "unlisted" } });
    expect(update.ok()).toBe(true);
    await page.goto(`/book/${property.slug}`);
    await expect(page).toHaveURL(new RegExp(`/property-unavailable/${property.id}$`));
    await expect(page.getByText(/unlisted, rented or sold/)).toBeVisible();
    await expect(page.getByText(/contact the listing agent/)).toBeVisible();
  });

  test("explains an unknown booking link and names the identifier", async ({ page }) => {
    await page.goto("/book/no-such-property-42");
    // A 404 from the server (status-and-seo.spec.ts), and search engines are told not to index it.
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", "noindex");
    await expect(
      page.getByText("Property not found. This property may have been removed or the booking link may be invalid."),
    ).toBeVisible();
    await expect(page.getByText("no-such-property-42")).toBeVisible();
  });
});

test.describe("[booking] share page", () => {
  test("counts a visitor's view once a day and each share, and previews the property in Open Graph tags", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const property = await createListedProperty(page);
    await page.goto(`/property/share/${property.slug}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `Showings at ${property.fullAddress}`);
    await expect(page.getByTestId("share-count-views")).toHaveText("1");
    await expect(page.getByTestId("share-count-shares")).toHaveText("0");
    await page.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Booking link copied to clipboard")).toBeVisible();
    await expect(page.getByTestId("share-count-shares")).toHaveText("1");

    await page.reload();
    await expect(page.getByTestId("share-count-views")).toHaveText("1");
    await expect(page.getByTestId("share-count-shares")).toHaveText("1");
    const api = await (await page.request.get(`/api/showbook/public/share/${property.slug}`)).json();
    expect(api).toMatchObject({ view_count: 1, share_count: 1, booking_count: 0 });
    await expect(page.getByRole("form", { name: "Book a showing" })).toBeVisible();
  });

  test("says when a share link leads nowhere", async ({ page }) => {
    await page.goto("/property/share/not-a-real-slug");
    await expect(page.getByText("Property not found or no longer available")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Home" })).toBeVisible();
  });
});

test.describe("[booking] demo booking", () => {
  test("shows the six messages together, then books the demo through the $1 payment step", async ({ page }) => {
    await page.goto("/demo-booking");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    const alert = page.getByRole("alert");
    const messages = demoFormErrors(emptyDemoForm);
    expect(messages).toHaveLength(6);
    for (const message of messages) await expect(alert.getByText(message)).toBeVisible();
    await expect(page.getByLabel("State")).toHaveValue("CA");

    await page.getByLabel("Showing date").selectOption({ index: 2 });
    await page.getByRole("group", { name: "Showing time" }).getByRole("button", { name: "9:00 AM" }).click();
    await page.getByLabel("Buyer name").fill("  ");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(alert.getByText("Please enter buyer name")).toBeVisible();
    await expect(alert.getByText("Please select a showing date")).toHaveCount(0);

    await fillDemoBooker(page);
    await page.getByLabel("Buyer’s agent name (optional)").fill("Alex Agent");
    await page.getByLabel("Buyer’s agent phone (optional)").fill("415-555-0102");
    // The payment step of real bookings: a PaymentIntent for the server's $1, mock without Stripe keys.
    const intentResponse = page.waitForResponse((response) => response.url().endsWith("/api/showbook/demo/payment-intent"));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    const intent = await (await intentResponse).json();
    expect(intent).toMatchObject({ amount: 100, mock: true, paymentIntentId: expect.stringMatching(/^pi_mock_demo_/) });
    await expect(page.getByRole("heading", { name: "Payment: $1 booking fee" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("Development mode: payments are simulated and no card will be charged.");
    const confirmation = page.waitForRequest((request) => request.url().endsWith("/api/showbook/demo/booking"));
    await page.getByRole("button", { name: "Pay $1" }).click();
    expect((await confirmation).postDataJSON()).toMatchObject({ paymentIntentId: intent.paymentIntentId, buyerName: "Dana Demo" });
    await expect(page.getByRole("heading", { name: "Demo showing booked!" })).toBeVisible();
    // The time names its zone, as a real booking's confirmation does.
    await expect(page.getByText(/^Confirmation number SB-\S+ for \w+day, \w+ \d+ at \d+:\d\d [AP]M Pacific Time \(P[SD]T\)\.$/)).toBeVisible();
    await expect(page.getByText("Demo mode: the $1 fee was paid in mock mode, not charged, and nothing was sent.")).toBeVisible();
    await expect(page.getByText("Buyer’s agent: Alex Agent, 415-555-0102.")).toBeVisible();
    await expect(page.getByText(/sent to riley@example.com and 415-555-0103/)).toBeVisible();
  });
});

test.describe("[booking] manual approval", () => {
  /** A booking's e-mails (those the local transport has sent) and the signed links of the agent's approval request. */
  const approvalLinks = async (confirmationNumber: string) => {
    const rows = await withE2eDatabase(
      (sql) => sql<{ body: string; status: string; kind: string }[]>`
        select n.body, n.status, n.kind from notifications n join bookings b on b.id = n.booking_id
        where b.confirmation_number = ${confirmationNumber} and n.channel = 'email'
          and n.kind in ('approval_request', 'request_received', 'booking_declined', 'booking_confirmation')
        order by n.kind`,
    );
    const request = rows.find((row) => row.kind === "approval_request");
    return {
      sent: rows.filter((row) => row.status === "sent" || row.status === "delivered").map((row) => row.kind),
      approve: /Approve showing: (\S+)/.exec(request?.body ?? "")?.[1],
      decline: /Decline showing: (\S+)/.exec(request?.body ?? "")?.[1],
      declined: rows.find((row) => row.kind === "booking_declined")?.body ?? "",
    };
  };

  test("the agent approves through the e-mailed link once; a request declined through its link is declined and the booker told of the refund", async ({ page, browser }) => {
    // Two bookings, four e-mail rounds and two decisions in three browsers.
    test.slow();
    const property = await createListedProperty(page);
    expect((await page.request.put(`/api/showbook/properties/${property.id}`, { data: { bookingApproval: "manual" } })).ok()).toBe(true);
    const booker = await (await browser.newContext()).newPage();

    const first = await bookInMockMode(booker, property.slug, contact("Approved"));
    await expect(booker.getByRole("heading", { name: "Booking request received" })).toBeVisible();
    // The agent's request with its two links and the booker's receipt both go out through the local transport.
    await expect
      .poll(async () => (await approvalLinks(first)).sent, { timeout: 30_000 })
      .toEqual(["approval_request", "request_received"]);
    const { approve } = await approvalLinks(first);
    expect(approve).toMatch(/\/bookings\/approval\/[\w.-]+$/);

    // Opening the link asks; only the click decides.
    const inbox = await (await browser.newContext()).newPage();
    await inbox.goto(approve!);
    await expect(inbox.getByRole("heading", { name: "Approve this showing?" })).toBeVisible();
    await inbox.getByRole("button", { name: "Approve showing" }).click();
    await expect(inbox.getByRole("main").getByRole("status")).toHaveText("Showing approved. Everyone has been told.");
    const statusOf = async (confirmationNumber: string) => {
      const { bookings } = await (await page.request.get(`/api/showbook/properties/${property.id}/bookings`)).json();
      return (bookings as { confirmationNumber: string; status: string }[]).find((b) => b.confirmationNumber === confirmationNumber)?.status;
    };
    expect(await statusOf(first)).toBe("confirmed");
    await expect.poll(async () => (await approvalLinks(first)).sent, { timeout: 30_000 }).toContain("booking_confirmation");

    await inbox.goto(approve!);
    await expect(inbox.getByRole("main").getByRole("status")).toHaveText("This showing is approved. This link has already been used or is no longer needed.");
    await expect(inbox.getByRole("button", { name: "Approve showing" })).toHaveCount(0);

    const second = await bookInMockMode(booker, property.slug, contact("Declined"), 3);
    await expect.poll(async () => (await approvalLinks(second)).decline, { timeout: 30_000 }).toBeDefined();
    await inbox.goto((await approvalLinks(second)).decline!);
    await expect(inbox.getByRole("heading", { name: "Decline this showing?" })).toBeVisible();
    await inbox.getByRole("button", { name: "Decline showing" }).click();
    // Mock mode took no money: the confirmation says whom it told and promises no refund.
    await expect(inbox.getByRole("main").getByRole("status")).toHaveText("Request declined. The buyer has been told.");
    expect(await statusOf(second)).toBe("declined");
    // Mock mode took no money, so none moves back; the booker is told the fee is refunded (Stripe refunds: integration tests).
    await expect.poll(async () => (await approvalLinks(second)).declined, { timeout: 30_000 }).toContain("Any fee you paid is refunded in full.");
  });
});
