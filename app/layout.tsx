import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { APP_NAME } from "@/lib/constants";
import { env } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env().APP_URL),
  title: { default: `${APP_NAME} — showing bookings for real-estate agents`, template: `%s | ${APP_NAME}` },
  description:
    "List properties for free, share a booking link, and let buyers, buyer's agents and renters book 30-minute showings — with legal tenant notices sent for you.",
  applicationName: APP_NAME,
  openGraph: { type: "website", siteName: APP_NAME },
  // The large card only where a page has a wide image (the information and listing pages set it).
  twitter: { card: "summary" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1d4ed8" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        {/* The site's header and footer come from app/(site)/layout.tsx: the embed pages have neither. */}
        {children}
        {/* An open dialog turns pointer events off on the body; toasts and their actions stay clickable. */}
        <LazyToaster richColors position="top-center" style={{ pointerEvents: "auto" }} />
      </body>
    </html>
  );
}
