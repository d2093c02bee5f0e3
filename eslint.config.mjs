import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Components and the pure modules they import end up in the browser: a run-time import of
  // @/db there ships Drizzle and every table and column name. Types are erased, so they may.
  {
    files: [
      "components/**",
      "lib/availability/**",
      "lib/hooks/**",
      "lib/**/schemas.ts",
      "lib/**/*-enums.ts",
      "lib/**/*-input.ts",
      "lib/**/*-form.ts",
      "lib/**/format.ts",
      "lib/api/client.ts",
      "lib/constants.ts",
      "lib/utils.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/db|(\\.\\./)+db)(/|$)",
              allowTypeImports: true,
              message: "Components and pure modules must not import the database at run time; import types only, or move the value to lib/.",
            },
          ],
        },
      ],
    },
  },
  // The production build gives a module one identity per route bundle, so `instanceof AppError`
  // fails for an error made by another bundle's copy (lib/api/errors.ts).
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
