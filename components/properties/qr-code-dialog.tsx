"use client";

import { Download } from "lucide-react";
import { QRCodeCanvas } from "qrcode.react";
import { useRef } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";

export function QrCodeDialog({
  url,
  slug,
  address,
  open,
  onOpenChange,
}: {
  url: string;
  slug: string;
  address: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const wrapper = useRef<HTMLDivElement>(null);

  function download() {
    try {
      const canvas = wrapper.current?.querySelector("canvas");
      if (!canvas) throw new Error("QR code not rendered");
      const link = document.createElement("a");
      link.href = canvas.toDataURL("image/png");
      link.download = `showbook-qr-${slug}.png`;
      link.click();
    } catch {
      toast.error("Error generating QR code");
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Booking QR Code" description={address}>
        <div className="flex flex-col items-center gap-4">
          <div ref={wrapper} className="max-w-full overflow-auto">
            <QRCodeCanvas value={url} size={300} marginSize={2} role="img" aria-label={`QR code for ${url}`} />
          </div>
          <p className="break-all text-center text-xs text-slate-600">{url}</p>
          <div className="flex gap-2">
            <Button onClick={download}>
              <Download /> Download PNG
            </Button>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
