import { inject } from "vitest";

// Code under test that opens the app's own pool (rate limits, route handlers, the page cache's
// listener) reads DATABASE_URL: point it at the tests' database, embedded or not.
process.env.DATABASE_URL ??= inject("databaseUrl");
