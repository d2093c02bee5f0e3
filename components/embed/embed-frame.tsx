"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { EMBED_HEIGHT_MESSAGE } from "@/lib/embed/embed";

/**
 * The body of an embedded page: without the site's header and footer, and telling the page that
 * frames it its height whenever it changes, so the iframe fits its content.
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
      <style>{"body>header,body>footer,body>a[href='#main']{display:none}body{min-height:0}"}</style>
      {children}
    </div>
  );
}
