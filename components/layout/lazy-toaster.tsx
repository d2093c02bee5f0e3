"use client";

import dynamic from "next/dynamic";

// Sonner loads after the page has hydrated, not with it; a toast raised earlier is shown once it mounts.
export const LazyToaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });
