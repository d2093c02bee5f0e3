"use client";

import { Copy, Mail, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { SharePlatform } from "@/lib/bookings/public-property";
import { lazyToast } from "@/lib/lazy-toast";

type ShareActionsProps = {
  slug: string;
  shareUrl: string;
  address: string;
  counts: { views: number; shares: number; bookings: number };
};

const track = (slug: string, action: "view" | "share", body?: { platform: SharePlatform }) =>
  fetch(`/api/showbook/public/share/${encodeURIComponent(slug)}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  }).then((response) => (response.ok ? response : null), () => null);

function openPopup(url: string) {
  const left = Math.max(0, (window.screen.width - 600) / 2);
  const top = Math.max(0, (window.screen.height - 400) / 2);
  window.open(url, "share", `width=600,height=400,left=${left},top=${top},noopener`);
}

/**
 * Counters and share buttons; the view and each share are counted (failures stay silent). Views
 * are the stats page's: each visitor once a day, so the server answers the count after this visit.
 */
export function ShareActions({ slug, shareUrl, address, counts }: ShareActionsProps) {
  const [views, setViews] = useState(counts.views);
  const [shares, setShares] = useState(counts.shares);
  const viewed = useRef(false);

  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    void track(slug, "view")
      .then((response) => response?.json() as Promise<{ view_count: number }> | undefined)
      .then((answer) => answer && setViews(answer.view_count), () => undefined);
  }, [slug]);

  const shared = (platform: SharePlatform) =>
    void track(slug, "share", { platform }).then((response) => response && setShares((value) => value + 1));

  const text = `Book a showing of ${address}`;
  const encodedUrl = encodeURIComponent(shareUrl);
  const networks: { platform: SharePlatform; label: string; url: string }[] = [
    { platform: "facebook", label: "Facebook", url: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    {
      platform: "twitter",
      label: "Twitter",
     
      url: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(text)}`,
    },
    { platform: "linkedin", label: "LinkedIn", url: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
  ];

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3 text-center">
        {[
          ["Views", views],
          ["Shares", shares],
          ["Bookings", counts.bookings],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid={`share-count-${String(label).toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(shareUrl);
              lazyToast("success", "Booking link copied to clipboard");
            } catch {
              lazyToast("error", "Could not copy the link");
              return;
            }
            shared("copy");
          }}
        >
          <Copy aria-hidden /> Copy Link
        </Button>
        {networks.map((network) => (
          <Button
            key={network.platform}
            type="button"
            variant="outline"
            onClick={() => {
              openPopup(network.url);
              shared(network.platform);
            }}
          >
            <Share2 aria-hidden /> {network.label}
          </Button>
        ))}
        <Button asChild variant="outline">
          <a
            href={`mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text}: ${shareUrl}`)}`}
            onClick={() => shared("email")}
          >
            <Mail aria-hidden /> Email
          </a>
        </Button>
      </div>
    </div>
  );
}
