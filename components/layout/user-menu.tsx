"use client";

import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { signOutAction } from "@/lib/auth/actions";
import { SIDE_APP_STORAGE_KEYS } from "@/lib/auth/side-app-cookies";
import { UserMenuFace, userMenuTriggerClass } from "./user-menu-face";

const items = [
  { href: "/account", label: "Account" },
  { href: "/account/settings", label: "Settings" },
  { href: "/profile", label: "Agent Profile" },
  { href: "/stats", label: "Stats" },
  { href: "/support", label: "Support" },
  { href: "/completed", label: "Completed Showings" },
];

const itemClass =
  "flex w-full cursor-pointer select-none items-center rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100";

type UserMenuProps = { label: string; onSignOut: () => void };

export function UserMenu({ label, onSignOut }: UserMenuProps) {
  const forgetSession = () => {
    for (const key of SIDE_APP_STORAGE_KEYS) sessionStorage.removeItem(key);
    onSignOut();
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={userMenuTriggerClass} aria-label={`User menu for ${label}`}>
        <UserMenuFace label={label} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs font-semibold text-slate-500">{label}</DropdownMenu.Label>
          {items.map((item) => (
            <DropdownMenu.Item key={item.href} asChild className={itemClass}>
              <Link href={item.href}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <form action={signOutAction} onSubmit={forgetSession}>
            <DropdownMenu.Item asChild className={itemClass} onSelect={(event) => event.preventDefault()}>
              <button type="submit">Sign out</button>
            </DropdownMenu.Item>
          </form>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
