import Link from "next/link";

const items = [
  { href: "/overview", label: "Overview" },
  { href: "/properties", label: "Properties" },
  { href: "/owners", label: "Owners" },
  { href: "/residents", label: "Residents" },
  { href: "/prospects", label: "Prospects" },
  { href: "/upcoming", label: "Showings" },
  { href: "/calendar", label: "Calendar" },
];

/** The signed-in pages' quick links, on the pages outside the dashboard shell (see showsSecondBar). */
export function SecondBar() {
  return (
    <nav aria-label="Dashboard" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-1">
        {items.map((item) => (
          <Link key={item.href} href={item.href} className="whitespace-nowrap rounded px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white">
            {item.label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
