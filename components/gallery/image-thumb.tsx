"use client";

import { ImageOff } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import { cn } from "@/lib/utils";

/** A stored image, falling back to a placeholder when the file cannot be loaded (spec §8). */
export function ImageThumb({ src, alt, className, priority }: { src: string; alt: string; className?: string; priority?: boolean }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div role="img" aria-label={`${alt} (image unavailable)`} className={cn("flex items-center justify-center bg-slate-100 text-slate-400", className)}>
        <ImageOff className="size-8" aria-hidden />
      </div>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      width={512}
      height={512}
      unoptimized
      priority={priority}
      onError={() => setBroken(true)}
      className={cn("bg-slate-100 object-cover", className)}
    />
  );
}
