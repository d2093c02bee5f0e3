import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

// Path, name in the section navigation, and the page's heading where it differs.
const dashboardSections: [string, string, string?][] = [
  ["/overview", "Overview"],
  ["/properties", "Properties"],
  ["/owners", "Owners"],
  ["/residents", "Residents"],
  ["/agents", "Buyer's Agents"],
  ["/buyers", "Buyers"],
  ["/renters", "Renters"],
  ["/prospects", "Prospects"],
  ["/calendar", "Calendar"],
  ["/upcoming", "Upcoming Showings"],
  ["/completed", "Completed Showings"],
  ["/stats", "Stats", "My Properties"],
  ["/support", "Support"],
  ["/office", "Office"],
  ["/profile", "Agent Profile"],
];

test("[shell] signed-out header shows the public items and Get Started goes to /login", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "How", "Pricing", "Reviews", "Contact", "Sign In", "Get Started"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/login");
  await expect(page.getByRole("navigation", { name: "Dashboard", exact: true })).toHaveCount(0);
});

test("[shell] signed-in header has Dashboard and the user menu with its eight entries", async ({ page }) => {
  const { email } = await signUp(page);
  await page.goto("/overview");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/overview");
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await nav.getByRole("button", { name: /^User menu for/ }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText(/^[A-Z][a-z]+[A-Z][a-z]+\d+$/)).toBeVisible();
  const items = ["Account", "Settings", "Agent Profile", "Stats", "Support", "Completed Showings", "Sign out"];
  await expect(menu.getByRole("menuitem")).toHaveText(items);
  await menu.getByRole("menuitem", { name: "Agent Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(email).toContain("@");
});

test("[shell] the second bar shows on signed-in pages outside the dashboard and hides on public ones", async ({ page }) => {
  await signUp(page);
  const bar = page.getByRole("navigation", { name: "Dashboard", exact: true });
  await page.goto("/account");
  for (const name of ["Overview", "Properties", "Owners", "Residents", "Prospects", "Showings", "Calendar"]) {
    await expect(bar.getByRole("link", { name })).toBeVisible();
  }
  // The dashboard's own section navigation stands in for it there; public pages go without.
  for (const path of ["/properties", "/", "/about", "/how", "/pricing", "/contact", "/demo-booking", "/reviews"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(bar).toHaveCount(0);
  }
});

test("[shell] every dashboard section renders in the one shell", async ({ page }) => {
  await signUp(page);
  for (const [path, title, heading] of dashboardSections) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading ?? title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: title })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
  await page.goto("/start");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome to Showbook");
});

test("[shell] legacy paths redirect", async ({ page, request }) => {
  const legacy: [string, string, number][] = [
    ["/showbook/overview", "/overview", 308],
    ["/showbook/add", "/properties", 308],
    ["/showbook/properties", "/properties", 308],
    ["/showbook/dashboard", "/properties", 308],
    ["/showbook/listings", "/properties", 308],
    ["/showbook/calendar", "/calendar", 308],
    ["/showbook/upcoming", "/upcoming", 308],
    ["/showbook/completed", "/completed", 308],
    ["/showbook/stats", "/stats", 308],
    ["/showbook/rd", "/support", 308],
    ["/rd", "/support", 308],
    ["/showbook/profile", "/profile", 308],
    ["/account/showing-profile", "/profile", 308],
    ["/account/profile", "/account", 308],
    ["/account/showing", "/profile", 307],
  ];
  for (const [source, destination, status] of legacy) {
    const response = await request.get(source, { maxRedirects: 0 });
    expect(response.status(), source).toBe(status);
    expect(response.headers().location, source).toBe(destination);
  }
  await signUp(page);
  await page.goto("/account/showing");
  await expect(page).toHaveURL(/\/profile$/);
  // The account area leads there too.
  await page.goto("/account");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Agent Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Agent Profile", level: 1 })).toBeVisible();
});

test("[shell] responses carry the security headers", async ({ request }) => {
  const response = await request.get("/login");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const api = await request.get("/api/health");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
});
