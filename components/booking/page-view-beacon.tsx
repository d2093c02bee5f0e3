"use client";

import { useEffect } from "react";

/**
 * Counts this visit of a booking page whose HTML is cached, so the render cannot count it: one
 * request after the page has loaded (the server counts each visitor once a day, bots not at all).
 */
export function PageViewBeacon({ propertyId }: { propertyId: string }) {
  useEffect(() => {
    void fetch(`/api/showbook/public/property/${encodeURIComponent(propertyId)}/view`, { method: "POST", keepalive: true }).catch(() => undefined);
  }, [propertyId]);
  return null;
}
