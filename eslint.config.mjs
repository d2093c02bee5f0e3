import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import localRules from "./eslint/local-rules.mjs";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Judged by what a module is, from the import graph (eslint/module-graph.mjs): a module that
  // imports `server-only`, the database or request headers, or imports one that does, is server-only;
  // "use client" modules and everything they import reach the browser and must not import one.
  // Components and "use client" modules import nothing from db/, types included: they use the
  // boundary types beside the schemas. Code the launcher runs under Node's ESM resolution names
  // packages' inner files by file name.
  {
    files: ["**/*.{ts,tsx,mts,js,jsx,mjs}"],
    plugins: { local: localRules },
    rules: {
      "local/no-server-only-in-client": "error",
      "local/no-database-types-in-components": "error",
      "local/node-resolvable-subpaths": "error",
    },
  },
  // One home for time (lib/time): the machine's zone, the server's or the browser's, is never read.
  {
    files: ["**/*.{ts,tsx,mts,js,jsx,mjs}"],
    ignores: ["lib/time/**", "tests/**"],
    plugins: { local: localRules },
    rules: { "local/time-in-lib-time": "error" },
  },
  // The production build gives a module one identity per route bundle, so `instanceof AppError`
  // fails for an error made by another bundle's copy (lib/errors.ts).
  {
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "BinaryExpression[operator='instanceof'][right.name='AppError']",
          message: "Use isAppError(error): an AppError from another route bundle is not instanceof this one.",
        },
      ],
    },
  },
  // Test helpers named use* (useTestDb) are not React hooks.
  { files: ["tests/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
];

export default config;
