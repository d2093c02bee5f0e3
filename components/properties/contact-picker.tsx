"use client";

import { Plus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";

export type PickerItem = { id: string; name: string; detail: string };

/** Search and pick one of the agent's owners or residents, or create a new one. */
export function ContactPicker({
  kind,
  open,
  onOpenChange,
  load,
  onPick,
  onCreateNew,
}: {
  kind: "Owner" | "Resident";
  open: boolean;
  onOpenChange: (open: boolean) => void;
  load: () => Promise<PickerItem[]>;
  onPick: (id: string) => Promise<void>;
  onCreateNew: () => void;
}) {
  const [items, setItems] = useState<PickerItem[] | null>(null);
  const [query, setQuery] = useState("");

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    load()
      .catch(() => [])
      .then((rows) => {
        if (!cancelled) setItems(rows);
      });
    return () => {
      cancelled = true;
    };
  }, [open, load]);

  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (items ?? []).filter((item) => `${item.name} ${item.detail}`.toLowerCase().includes(needle));
  }, [items, query]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Select ${kind}`}>
        <div className="flex flex-col gap-3">
          <div className="flex gap-2">
            <Input
              type="search"
              aria-label={`Search ${kind.toLowerCase()}s`}
              placeholder={`Search ${kind.toLowerCase()}s`}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <Button type="button" variant="outline" onClick={onCreateNew}>
              <Plus /> Create New {kind}
            </Button>
          </div>
          <ul className="max-h-[300px] overflow-y-auto rounded-md border border-slate-200" aria-label={`${kind}s`}>
            {items === null ? (
              <li className="p-3 text-sm text-slate-600">Loading…</li>
            ) : shown.length === 0 ? (
              <li className="p-3 text-sm text-slate-600">No {kind.toLowerCase()}s found.</li>
            ) : (
              shown.map((item) => (
                <li key={item.id} className="border-b border-slate-100 last:border-0">
                  <button
                    type="button"
                    className="flex w-full flex-col items-start px-3 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none"
                    onClick={() => onPick(item.id)}
                  >
                    <span className="text-sm font-medium text-slate-900">{item.name}</span>
                    {item.detail ? <span className="text-xs text-slate-600">{item.detail}</span> : null}
                  </button>
                </li>
              ))
            )}
          </ul>
        </div>
      </DialogContent>
    </Dialog>
  );
}
