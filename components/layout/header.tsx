"use client";

import { Menu } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { lazy, Suspense, useEffect } from "react";
import { buttonVariants } from "@/components/ui/button";
import { APP_NAME } from "@/lib/constants";
import { requiresSignIn, showsSecondBar } from "@/lib/routes/redirects";
import { cn } from "@/lib/utils";
import { SecondBar } from "./second-bar";
import { forgetSessionUser, refreshSessionUser, useSessionUser, useSignedOut, type SessionUser } from "./session-user";
import { UserMenuFace, userMenuTriggerClass } from "./user-menu-face";

// The menu and its dropdown library load only for a signed-in visitor, not with every page.
const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

const publicLinks = [
  { href: "/", label: "Home" },
  { href: "/how", label: "How" },
  { href: "/pricing", label: "Pricing" },
  { href: "/reviews", label: "Reviews" },
  { href: "/contact", label: "Contact" },
];

const linkClass = "rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900";

/**
 * The public links, then who is signed in. The public links come first and keep their place
 * whoever is signed in; the account's items sit at the end, where their width moves nothing.
 */
function NavItems({ user, className }: { user: SessionUser; className: string }) {
  return (
    <>
      {publicLinks.map((link) => (
        <Link key={link.href} href={link.href} className={linkClass}>
          {link.label}
        </Link>
      ))}
      {/* Keyed apart: the signed-in items are new to the page, not the sign-in links moved. */}
      {user ? (
        <span key="signed-in" className={className}>
          <Link href="/overview" className={linkClass}>
            Dashboard
          </Link>
          <Suspense
            fallback={
              <span className={userMenuTriggerClass} aria-hidden>
                <UserMenuFace label={user.label} />
              </span>
            }
          >
            <UserMenu label={user.label} onSignOut={forgetSessionUser} />
          </Suspense>
        </span>
      ) : (
        // Until the answer comes, the sign-in links keep their place unseen.
        <span key="signed-out" className={cn(className, user === undefined && "[&>*]:invisible")}>
          <Link href="/login" className={linkClass}>
            Sign In
          </Link>
          <Link href="/login" className={buttonVariants({ size: "sm" })}>
            Get Started
          </Link>
        </span>
      )}
    </>
  );
}

/**
 * The site header. Who is signed in is asked for from the browser, so that the pages around
 * it can be prerendered; it is asked again on every navigation, since signing in ends in one,
 * whenever the tab comes back into view, and when another tab signs in or out. Its height and
 * the second bar's presence follow from the path alone, so the page never moves when the
 * answer comes.
 */
export function Header() {
  const pathname = usePathname();
  const router = useRouter();
  const user = useSessionUser();
  const signedOut = useSignedOut();

  useEffect(() => {
    void refreshSessionUser();
  }, [pathname]);

  useEffect(() => {
    const askWhenShown = () => {
      if (document.visibilityState === "visible") void refreshSessionUser();
    };
    document.addEventListener("visibilitychange", askWhenShown);
    return () => document.removeEventListener("visibilitychange", askWhenShown);
  }, []);

  // Signed out (here or in another tab) on a signed-in page: the server sends the page to sign-in.
  useEffect(() => {
    if (signedOut && requiresSignIn(pathname)) router.refresh();
  }, [signedOut, pathname, router]);

  return (
    <header className="no-print border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="text-xl font-bold text-blue-800">
          {APP_NAME}
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          <NavItems user={user} className="ml-auto flex items-center gap-1" />
        </nav>
        <details className="relative lg:hidden">
          <summary className="list-none rounded p-2 hover:bg-slate-100" aria-label="Open menu">
            <Menu className="size-6" aria-hidden />
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute right-0 z-40 mt-2 flex w-56 flex-col rounded-md border border-slate-200 bg-white p-2 shadow-lg"
          >
            <NavItems user={user} className="flex flex-col" />
          </nav>
        </details>
      </div>
      {showsSecondBar(pathname) ? <SecondBar /> : null}
    </header>
  );
}
