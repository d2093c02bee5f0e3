"use client";

import { Button } from "@/components/ui/button";

/** A gallery page that failed to load (the database unreachable, say): say so and offer a retry. */
export default function GalleryError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">The gallery could not be loaded</h1>
      <p className="text-slate-600">Something went wrong on our side. Please try again in a moment.</p>
      <Button type="button" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
