"use client";

import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The trash button asking the spec's question before an image is deleted. */
export function DeleteImageButton({ prompt, onConfirm }: { prompt: string; onConfirm: () => Promise<void> }) {
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" size="icon" aria-label={`Delete image: ${prompt}`}>
          <Trash2 className="text-red-700" aria-hidden />
        </Button>
      }
      title="Delete image"
      description="Are you sure you want to delete this image?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
