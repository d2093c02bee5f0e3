"use client";

import { usePathname } from "next/navigation";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";

/** The identifier of /book/{identifier}, read from the address: the not-found HTML is cached, so it cannot come from the request. */
export function RequestedIdentifier() {
  const identifier = decodePathSegment(usePathname().split("/")[2] ?? "");
  if (!identifier) return null;
  return (
    <p className="text-sm text-slate-500">
      Identifier: <code className="break-all">{identifier}</code>
    </p>
  );
}
