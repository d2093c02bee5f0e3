import Link from "next/link";
import { APP_NAME } from "@/lib/constants";
import { DEFAULT_TIME_ZONE, todayIn } from "@/lib/time/zoned-time";

const links = [
  { href: "/tenant-rights", label: "Tenants" },
  { href: "/agent-liability", label: "Agents" },
  { href: "/owner-protection", label: "Owners" },
  { href: "/terms", label: "Terms of Service" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/contact", label: "Contact" },
];

export function Footer() {
  return (
    <footer className="no-print border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <p className="text-sm text-slate-600">
          © {todayIn(new Date(), DEFAULT_TIME_ZONE).slice(0, 4)} {APP_NAME}. For ages 18 and over. Support replies within 24 hours.
        </p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
          {links.map((link) => (
            <Link key={link.href} href={link.href} className="text-sm text-slate-700 hover:text-blue-800 hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
