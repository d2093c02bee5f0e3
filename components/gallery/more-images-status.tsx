"use client";

import type { RefObject } from "react";
import { Button } from "@/components/ui/button";

/** The sentinel that triggers the next page, with the loading state and a retry after a failure. */
export function MoreImagesStatus({
  sentinel,
  hasMore,
  loading,
  error,
  loadMore,
}: {
  sentinel: RefObject<HTMLDivElement | null>;
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  loadMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 py-6 text-sm text-slate-600" aria-live="polite">
      {error ? (
        <>
          <p role="alert">Failed to load more images: {error}</p>
          <Button type="button" variant="outline" size="sm" onClick={loadMore}>
            Try again
          </Button>
        </>
      ) : (
        <Button type="button" variant="ghost" size="sm" onClick={loadMore} disabled={loading}>
          {loading ? "Loading more images..." : "Load more images"}
        </Button>
      )}
    </div>
  );
}
