import type { ReactNode } from "react";
import { SiteChrome } from "@/components/layout/site-chrome";

/** Every page of the site has its header and footer; the embed pages (app/embed), framed by other sites, have neither. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
