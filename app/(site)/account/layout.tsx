import Link from "next/link";
import type { ReactNode } from "react";
import { requireUser } from "@/lib/auth/current-user";

export default async function AccountLayout({ children }: { children: ReactNode }) {
  await requireUser();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label="Account" className="mb-6 flex gap-2">
        <Link href="/account" className="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white">
          User Info
        </Link>
        <Link href="/account/settings" className="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white">
          Settings
        </Link>
        <Link href="/profile" className="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-white">
          Agent Profile
        </Link>
      </nav>
      {children}
    </div>
  );
}
