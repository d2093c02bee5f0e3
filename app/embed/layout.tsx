import type { ReactNode } from "react";

/** The embed pages, framed by other sites: the page alone, without the site's header, footer or skip link. */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
