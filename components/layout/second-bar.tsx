"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { hidesSecondBar } from "@/lib/routes/redirects";
import { cn } from "@/lib/utils";

const items = [
  { href: "/overview", label: "Overview" },
  { href: "/properties", label: "Properties" },
  { href: "/owners", label: "Owners" },
  { href: "/residents", label: "Residents" },
  { href: "/prospects", label: "Prospects" },
  { href: "/upcoming", label: "Showings" },
  { href: "/calendar", label: "Calendar" },
];

export function SecondBar() {
  const pathname = usePathname();
  if (hidesSecondBar(pathname)) return null;
  return (
    <nav aria-label="Dashboard" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-1">
        {items.map((item) => {
          const active = pathname === item.href;
          return (
            <Link
              key={item.href}
              href={item.href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "whitespace-nowrap rounded px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white",
                active && "bg-white text-blue-800 shadow-sm",
              )}
            >
              {item.label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
