"use client";

import { MapPinned } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { PropertyMapProps } from "./property-map";

// The map's code (and Google's frame or script) loads only when the booker asks for it.
const PropertyMap = dynamic(() => import("./property-map").then((module) => module.PropertyMap), {
  ssr: false,
  loading: () => (
    <p role="status" className="flex h-72 items-center justify-center rounded-lg border border-slate-200 text-sm text-slate-600 md:h-[400px]">
      Loading map…
    </p>
  ),
});

export function MapOnRequest(props: PropertyMapProps) {
  const [shown, setShown] = useState(false);
  if (!props.address.trim()) return null;
  if (shown) return <PropertyMap {...props} />;
  return (
    <Button type="button" variant="outline" onClick={() => setShown(true)}>
      <MapPinned aria-hidden className="size-4" />
      Show map
    </Button>
  );
}
