"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { dashboardSections } from "@/lib/routes/redirects";
import { cn } from "@/lib/utils";

export function DashboardNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard sections" className="no-print">
      <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
        {dashboardSections.map((section) => {
          const active = pathname === section.path;
          return (
            <li key={section.path}>
              <Link
                href={section.path}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white hover:text-slate-900",
                  active && "bg-white text-blue-800 shadow-sm",
                )}
              >
                {section.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
