"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/error-message";
import type { ImageJson } from "@/lib/gallery/image-json";
import type { ImagePages } from "@/lib/gallery/image-pages";

/**
 * The pages after the server-rendered first one: loads the next page when the sentinel
 * scrolls into view. `pages` names the list, with its own search and sort.
 */
export function useInfiniteImages(pages: ImagePages, initialCursor: string | null) {
  const [images, setImages] = useState<ImageJson[]>([]);
  const [cursor, setCursor] = useState(initialCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadMore = useCallback(async () => {
    if (!cursor || loading) return;
    setLoading(true);
    setError(null);
    try {
      // The request and its answer's schema load with the first page asked for, not with the page (images-page-request.ts).
      const { requestImagesPage } = await import("@/lib/gallery/images-page-request");
      const page = await requestImagesPage(pages, cursor);
      setImages((loaded) => [...loaded, ...page.images]);
      setCursor(page.next_cursor);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  }, [cursor, pages, loading]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !cursor || error) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    }, { rootMargin: "400px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [cursor, error, loadMore]);

  const remove = useCallback((id: string) => setImages((loaded) => loaded.filter((image) => image.id !== id)), []);

  return { images, remove, status: { hasMore: cursor !== null, loading, error, loadMore, sentinel } };
}
