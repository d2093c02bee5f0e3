import { PRODUCT_SLUG } from "../constants";

export type RouteRedirect = { source: string; destination: string; permanent: boolean };

const legacy = (source: string, destination: string): RouteRedirect => ({ source, destination, permanent: true });

/** The spec's legacy paths, answered with permanent redirects, plus the two aliases kept temporary. */
export const routeRedirects: RouteRedirect[] = [
  legacy(`/${PRODUCT_SLUG}/overview`, "/overview"),
  legacy(`/${PRODUCT_SLUG}/add`, "/properties"),
  legacy(`/${PRODUCT_SLUG}/properties`, "/properties"),
  legacy(`/${PRODUCT_SLUG}/dashboard`, "/properties"),
  legacy(`/${PRODUCT_SLUG}/listings`, "/properties"),
  legacy(`/${PRODUCT_SLUG}/calendar`, "/calendar"),
  legacy(`/${PRODUCT_SLUG}/upcoming`, "/upcoming"),
  legacy(`/${PRODUCT_SLUG}/completed`, "/completed"),
  legacy(`/${PRODUCT_SLUG}/stats`, "/stats"),
  legacy(`/${PRODUCT_SLUG}/rd`, "/support"),
  legacy("/rd", "/support"),
  legacy(`/${PRODUCT_SLUG}/profile`, "/profile"),
  legacy("/account/showing-profile", "/profile"),
  legacy("/account/profile", "/account"),
  // The spec's alias of /account/showing-profile, sent in one step to where the agent profile lives.
  { source: "/account/showing", destination: "/profile", permanent: false },
  { source: "/add", destination: "/properties?add=1", permanent: false },
];

/** Paths of the signed-in dashboard sections, each rendered in the one dashboard shell. */
export const dashboardSections = [
  { path: "/overview", title: "Overview" },
  { path: "/properties", title: "Properties" },
  { path: "/owners", title: "Owners" },
  { path: "/residents", title: "Residents" },
  { path: "/agents", title: "Buyer's Agents" },
  { path: "/buyers", title: "Buyers" },
  { path: "/renters", title: "Renters" },
  { path: "/prospects", title: "Prospects" },
  { path: "/calendar", title: "Calendar" },
  { path: "/upcoming", title: "Upcoming Showings" },
  { path: "/completed", title: "Completed Showings" },
  { path: "/stats", title: "Stats" },
  { path: "/credits", title: "Image Credits" },
  { path: "/support", title: "Support" },
  { path: "/office", title: "Office" },
  { path: "/profile", title: "Agent Profile" },
] as const;

const signedInPrefixes = [
  ...dashboardSections.map((section) => section.path),
  `/${PRODUCT_SLUG}`,
  "/start",
  "/account",
  "/private-gallery",
  "/admin",
  "/create",
  "/oracle",
  "/dev/outbox",
  "/showings",
];

// /showbook/terms is the public booking-terms page, inside an otherwise signed-in prefix; an
// office invitation's page tells a signed-out visitor how to sign in or register to accept it.
const publicExceptions = [`/${PRODUCT_SLUG}/terms`, "/office/invitations"];

/** /profile is the agent's own dashboard page; /profile/{username} is a creator's public profile. */
const isCreatorProfile = (pathname: string) => /^\/profile\/[^/]+\/?$/.test(pathname);

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function requiresSignIn(pathname: string): boolean {
  if (publicExceptions.some((path) => matches(pathname, path)) || isCreatorProfile(pathname)) return false;
  return signedInPrefixes.some((prefix) => matches(pathname, prefix));
}

/**
 * Pages that show the signed-in second bar: the signed-in pages outside the dashboard shell,
 * whose own section navigation would repeat it. Decided by the path alone, so the bar is in
 * the page from its first paint; public pages (booking, share, marketing, sign-in) go without.
 */
export function showsSecondBar(pathname: string): boolean {
  return requiresSignIn(pathname) && !dashboardSections.some((section) => section.path === pathname);
}
