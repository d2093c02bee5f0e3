import { ChevronDown, UserCircle } from "lucide-react";

export const userMenuTriggerClass =
  "inline-flex items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";

/** What the user menu's button shows; also its stand-in while the menu's code loads, so nothing moves when it comes. */
export function UserMenuFace({ label }: { label: string }) {
  return (
    <>
      <UserCircle className="size-5" aria-hidden />
      <span className="max-w-40 truncate">{label}</span>
      <ChevronDown className="size-4" aria-hidden />
    </>
  );
}
