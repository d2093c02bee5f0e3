/**
 * The information pages: prerendered at build time, served without running proxy.ts (its
 * matcher leaves them out), with the CSP scripts/serve.ts gives prerendered HTML. A page may be
 * listed here only while it stays fully static; tests check both the matcher and the build.
 */
export const STATIC_PAGES = [
  "/",
  "/about",
  "/agent-liability",
  "/contact",
  "/how",
  "/owner-protection",
  "/pricing",
  "/privacy",
  "/reviews",
  "/showbook/terms",
  "/tenant-faq",
  "/tenant-rights",
  "/terms",
] as const;
