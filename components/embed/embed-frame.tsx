"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { EMBED_HEIGHT_MESSAGE } from "@/lib/embed/embed";

/**
 * The body of an embedded page (app/embed/layout.tsx has no site header or footer), telling the
 * page that frames it its height whenever it changes, so the iframe fits its content.
 */
export function EmbedFrame({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.parent === window) return;
    const report = () => window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height: Math.ceil(element.getBoundingClientRect().height) }, "*");
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref}>
      {children}
    </div>
  );
}
