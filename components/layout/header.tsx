"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button";
import { APP_NAME } from "@/lib/constants";
import { cn } from "@/lib/utils";
import { forgetSessionUser, refreshSessionUser, useSessionUser, type SessionUser } from "./session-user";

// The menu, its dropdown library and the dashboard bar load only for a signed-in visitor, not with every page.
const UserMenu = dynamic(() => import("./user-menu").then((module) => module.UserMenu));
const SecondBar = dynamic(() => import("./second-bar").then((module) => module.SecondBar));

const publicLinks = [
  { href: "/", label: "Home" },
  { href: "/how", label: "How" },
  { href: "/pricing", label: "Pricing" },
  { href: "/reviews", label: "Reviews" },
  { href: "/contact", label: "Contact" },
];

const linkClass = "rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900";

function NavItems({ user }: { user: SessionUser }) {
  const links = user ? [...publicLinks, { href: "/overview", label: "Dashboard" }] : publicLinks;
  return (
    <>
      {links.map((link) => (
        <Link key={link.href} href={link.href} className={linkClass}>
          {link.label}
        </Link>
      ))}
      {user ? (
        <UserMenu label={user.label} onSignOut={forgetSessionUser} />
      ) : (
        // Until the answer comes, the sign-in links keep their place unseen, so nothing jumps.
        <span className={cn("contents", user === undefined && "[&>*]:invisible")}>
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
 * it can be prerendered; it is asked again on every navigation, since signing in ends in one.
 */
export function Header() {
  const pathname = usePathname();
  const user = useSessionUser();

  useEffect(() => {
    void refreshSessionUser();
  }, [pathname]);

  return (
    <header className="no-print border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link href="/" className="text-xl font-bold text-blue-800">
          {APP_NAME}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavItems user={user} />
        </nav>
        <details className="relative md:hidden">
          <summary className="list-none rounded p-2 hover:bg-slate-100" aria-label="Open menu">
            <Menu className="size-6" aria-hidden />
          </summary>
          <nav
            aria-label="Mobile"
            className="absolute right-0 z-40 mt-2 flex w-56 flex-col rounded-md border border-slate-200 bg-white p-2 shadow-lg"
          >
            <NavItems user={user} />
          </nav>
        </details>
      </div>
      {user ? <SecondBar /> : null}
    </header>
  );
}
