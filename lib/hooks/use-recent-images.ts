"use client";

import { useState } from "react";
import { call } from "@/lib/api/call";
import { recentImagesEndpoint } from "@/lib/gallery/endpoints";
import type { ImageJson } from "@/lib/gallery/image-json";

export type RecentStatus = "ready" | "loading" | "error";

/** The user's six newest images, server-rendered first, reloaded after each generation. */
export function useRecentImages(userId: string, initialImages: ImageJson[]) {
  const [images, setImages] = useState(initialImages);
  const [status, setStatus] = useState<RecentStatus>("ready");

  async function reload() {
    setStatus("loading");
    try {
      setImages((await call(recentImagesEndpoint, { params: { userId } })).images.slice(0, 6));
      setStatus("ready");
    } catch {
      setStatus("error");
    }
  }

  return { images, status, reload };
}
