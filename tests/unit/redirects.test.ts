import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "@/lib/auth/schemas";
import { requiresSignIn, routeRedirects, showsSecondBar } from "@/lib/routes/redirects";

const target = (source: string) => routeRedirects.find((redirect) => redirect.source === source);

describe("legacy redirects", () => {
  it.each([
    ["/showbook/overview", "/overview"],
    ["/showbook/add", "/properties"],
    ["/showbook/properties", "/properties"],
    ["/showbook/dashboard", "/properties"],
    ["/showbook/listings", "/properties"],
    ["/showbook/calendar", "/calendar"],
    ["/showbook/upcoming", "/upcoming"],
    ["/showbook/completed", "/completed"],
    ["/showbook/stats", "/stats"],
    ["/showbook/rd", "/support"],
    ["/rd", "/support"],
    ["/showbook/profile", "/profile"],
    ["/account/showing-profile", "/profile"],
    ["/account/profile", "/account"],
  ])("%s goes permanently to %s", (source, destination) => {
    expect(target(source)).toEqual({ source, destination, permanent: true });
  });

  it("keeps the aliases temporary", () => {
    expect(target("/account/showing")).toMatchObject({ destination: "/profile", permanent: false });
    expect(target("/add")?.permanent).toBe(false);
  });

  it("has no source twice", () => {
    expect(new Set(routeRedirects.map((redirect) => redirect.source)).size).toBe(routeRedirects.length);
  });
});

describe("route gating", () => {
  it.each(["/overview", "/properties", "/profile", "/showbook", "/start", "/account/settings", "/calendar", "/private-gallery", "/admin", "/office"])(
    "%s needs sign-in",
    (path) => expect(requiresSignIn(path)).toBe(true),
  );

  it.each(["/", "/about", "/book/abc", "/showbook/terms", "/login", "/overviews", "/tenant-rights", "/public-gallery", "/profile/QuietOtter417", "/office/invitations/abc.def"])(
    "%s is public",
    (path) => expect(requiresSignIn(path)).toBe(false),
  );

  it.each(["/", "/about", "/how", "/pricing", "/contact", "/login", "/register", "/demo-booking", "/book/x", "/property/share/y", "/reviews", "/profile/QuietOtter417"])(
    "hides the second bar on the public page %s",
    (path) => expect(showsSecondBar(path)).toBe(false),
  );

  it.each(["/overview", "/properties", "/profile", "/stats"])("leaves %s to the dashboard's own section navigation", (path) =>
    expect(showsSecondBar(path)).toBe(false),
  );

  it.each(["/account", "/account/settings", "/start", "/showbook", "/private-gallery"])("shows the second bar on %s", (path) =>
    expect(showsSecondBar(path)).toBe(true),
  );

  it("follows only same-site callback paths", () => {
    expect(safeCallbackPath("/calendar?x=1", "/overview")).toBe("/calendar?x=1");
    expect(safeCallbackPath("https://evil.test", "/overview")).toBe("/overview");
    expect(safeCallbackPath("//evil.test", "/overview")).toBe("/overview");
    expect(safeCallbackPath("/\\evil.test", "/overview")).toBe("/overview");
    expect(safeCallbackPath(undefined, "/overview")).toBe("/overview");
    // Not valid in the redirect's header, and browsers drop tabs and newlines ("/\n/x" would be "//x").
    for (const unsafe of ["/overview\nx", "/\n/evil.test", "/\t/evil.test", "/caf\u00e9", "/a\u0000b", "/a b"]) {
      expect(safeCallbackPath(unsafe, "/overview")).toBe("/overview");
    }
    expect(safeCallbackPath("/caf%C3%A9?q=%0A", "/overview")).toBe("/caf%C3%A9?q=%0A");
  });
});
