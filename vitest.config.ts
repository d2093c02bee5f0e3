import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname);
const alias = {
  "@": root,
  // `server-only` throws outside React Server Components; tests call server code directly.
  "server-only": path.join(root, "lib/server-only-outside-next.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // No Stripe keys in tests: payments are mocked, as lib/env.ts allows only when asked for.
          env: { PAYMENTS_MODE: "mock" },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.integration-test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/app-database.ts"],
          // Signed links (approval, owner opt-out, e-mail verification) need a secret; this one exists only in tests.
          // No Stripe keys in tests: payments are mocked, as lib/env.ts allows only when asked for.
          // The calendar tests read a CalDAV server and an .ics file on 127.0.0.1, which production refuses.
          env: {
            AUTH_SECRET: "integration-tests-only-secret-not-for-any-deployment",
            PAYMENTS_MODE: "mock",
            CALENDAR_FETCH_ALLOW_PRIVATE: "true",
          },
          testTimeout: 30_000,
          // One retry for tests racing many connections on a loaded 2-core machine; a real
          // failure still fails twice.
          retry: 1,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
