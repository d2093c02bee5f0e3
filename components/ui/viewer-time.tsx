"use client";

import { useSyncExternalStore } from "react";
import { formatDateTimeWithZone } from "@/lib/time/zoned-time";
import { viewerTimeZone } from "@/lib/time/viewer-zone";

const subscribe = () => () => {};

/**
 * An instant in the viewer's own zone, named ("Nov 28, 2026, 3:00 AM GMT+1"). The server does
 * not know that zone: it renders the instant in UTC, named as such, and the browser puts its
 * own zone in at hydration.
 */
export function ViewerTime({ instant }: { instant: string }) {
  const timeZone = useSyncExternalStore(subscribe, viewerTimeZone, () => "UTC");
  return <time dateTime={instant}>{formatDateTimeWithZone(new Date(instant), timeZone)}</time>;
}
