import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
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
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        {/* An open dialog turns pointer events off on the body; toasts and their actions stay clickable. */}
        <LazyToaster richColors position="top-center" style={{ pointerEvents: "auto" }} />
      </body>
    </html>
  );
}
