"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { ViewerTime } from "@/components/ui/viewer-time";
import type { ImageJson } from "@/lib/gallery/image-json";
import { ImageThumb } from "./image-thumb";
import { ReportImageForm } from "./report-image-form";

const PROMPT_COPIED_MS = 1000;

type ImageDetailsDialogProps = { image: ImageJson; signedIn: boolean; onClose: () => void; onCloseAutoFocus: (event: Event) => void };

/** The detail modal of one gallery image: the full image, its prompt and creator, copy and report. */
export function ImageDetailsDialog({ image, signedIn, onClose, onCloseAutoFocus }: ImageDetailsDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Image details" className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <ImageDetails image={image} signedIn={signedIn} />
      </DialogContent>
    </Dialog>
  );
}

function ImageDetails({ image, signedIn }: { image: ImageJson; signedIn: boolean }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copyPrompt = async () => {
    await navigator.clipboard.writeText(image.prompt);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), PROMPT_COPIED_MS);
  };

  return (
    <div className="flex flex-col gap-4">
      <ImageThumb src={image.image_url} alt={image.prompt} className="aspect-square w-full rounded-md" priority />
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Prompt</h3>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700">{image.prompt}</p>
      </div>
      <p className="text-sm text-slate-700">
        By{" "}
        <Link href={`/profile/${encodeURIComponent(image.anonymous_username)}`} className="font-medium text-blue-700 hover:underline">
          {image.anonymous_username}
        </Link>{" "}
        on <ViewerTime instant={image.created_at} />
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={copyPrompt}>
          Copy Prompt
        </Button>
        <span role="status" className="text-sm font-medium text-green-700">
          {copied ? "Prompt copied!" : ""}
        </span>
      </div>
      {signedIn ? <ReportImageForm imageId={image.id} /> : null}
    </div>
  );
}
