"use client";

import { ImageOff } from "lucide-react";
import { useCallback, useState } from "react";
import { cn } from "@/lib/utils";


/**
 * A stored image, falling back to a placeholder when the file cannot be loaded (spec §8).
 * The files are served as stored, so a plain <img> does what next/image did, without its code
 * in the gallery's first load.
 */
export function ImageThumb({ src, alt, className, priority }: { src: string; alt: string; className?: string; priority?: boolean }) {
  const [broken, setBroken] = useState(false);
  // An image that failed before hydration fired its error unheard: once mounted, a finished
  // image without pixels is one that failed.
  const failedBeforeMount = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute("src")) setBroken(true);
  }, []);
  if (broken) {
    return (
      <div role="img" aria-label={`${alt} (image unavailable)`} className={cn("flex items-center justify-center bg-slate-100 text-slate-400", className)}>
        <ImageOff className="size-8" aria-hidden />
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- unoptimized files: next/image would add only its code
    <img
      ref={failedBeforeMount}
      src={src}
      alt={alt}
      width={512}
      height={512}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={cn("bg-slate-100 object-cover", className)}
    />
  );
}
