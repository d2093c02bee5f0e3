"use client";

import dynamic from "next/dynamic";
import { createContext, use, useCallback, useRef, useState, type ReactNode } from "react";
import { useSessionUser } from "@/components/layout/session-user";
import type { ImageJson } from "@/lib/gallery/image-json";

// The modal and its dialog library load when a visitor first points at or focuses an image, not with the page.
const ImageDetailsDialog = dynamic(() => import("./image-details-dialog").then((module) => module.ImageDetailsDialog));

/** Starts loading the modal before the click, so it opens without a wait. */
export const preloadImageDetails = () => void import("./image-details-dialog");

const OpenImageContext = createContext<(image: ImageJson) => void>(() => {});

/** Opens the detail modal from any card below it, server-rendered or appended by infinite scroll. */
export const useOpenImage = () => use(OpenImageContext);

/** Who is looking is asked from the browser (the gallery pages' HTML is cached, the same for everyone). */
export function GalleryModalProvider({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useSessionUser());
  const [image, setImage] = useState<ImageJson | null>(null);
  // The card that opened the modal gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openImage = useCallback((next: ImageJson) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setImage(next);
  }, []);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  }, []);
  return (
    <OpenImageContext value={openImage}>
      {children}
      {image ? <ImageDetailsDialog image={image} signedIn={signedIn} onClose={() => setImage(null)} onCloseAutoFocus={returnFocus} /> : null}
    </OpenImageContext>
  );
}
