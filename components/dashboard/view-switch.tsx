"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { setDashboardViewAction } from "@/app/(site)/(dashboard)/view-actions";
import { cn } from "@/lib/utils";

const VIEWS = [
  { view: "mine", label: "Mine" },
  { view: "office", label: "Office" },
] as const;

/** The "Mine / Office" switch of an office's managers and staff: every dashboard list follows it. */
export function ViewSwitch({ view, officeName }: { view: "mine" | "office"; officeName: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(next: "mine" | "office") {
    if (next === view) return;
    startTransition(async () => {
      const result = await setDashboardViewAction(null, { view: next });
      if (result && !result.ok) {
        toast.error(result.error);
        return;
      }
      router.refresh();
    });
  }

  return (
    <div role="group" aria-label="Whose listings to show" className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      {VIEWS.map((option) => (
        <button
          key={option.view}
          type="button"
          aria-pressed={view === option.view}
          disabled={pending}
          onClick={() => choose(option.view)}
          title={option.view === "office" ? `Every listing of ${officeName} you act on` : "Your own listings"}
          className={cn(
            "rounded px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:opacity-60",
            view === option.view && "bg-blue-700 text-white",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
