import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "@/db/client";
import { diagnoseApi, diagnoseDatabase } from "@/lib/diagnostics/diagnostics";
import { useTestDb } from "./db";

const db = useTestDb();
// Nothing listens on port 1: the connection is refused at once.
const unreachable = createDb("postgres://showbook:secret-password@127.0.0.1:1/nowhere", 1);
afterAll(() => unreachable.sql.end());

describe("[diagnostics] /api-test and /db-test", () => {
  it("the API answers with its uptime and timing", () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const answer = diagnoseApi(now);
    expect(answer).toMatchObject({ status: "ok", service: "api", checkedAt: "2030-01-01T00:00:00.000Z" });
    expect(answer.durationMs).toBeGreaterThanOrEqual(0);
    expect(answer.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("the database answers a query, timed", async () => {
    const answer = await diagnoseDatabase(() => db);
    expect(answer).toMatchObject({ status: "ok", service: "database", message: "Database connection successful" });
    expect(answer.durationMs).toBeGreaterThan(0);
  });

  it("an unreachable database is reported without its address or credentials", async () => {
    const answer = await diagnoseDatabase(() => unreachable.db);
    expect(answer).toMatchObject({ status: "error", message: "Database unreachable" });
    expect(JSON.stringify(answer)).not.toMatch(/secret-password|127\.0\.0\.1|showbook:|nowhere/);
  });

  it("a missing configuration is reported the same way", async () => {
    const answer = await diagnoseDatabase(() => {
      throw new Error("DATABASE_URL is not set");
    });
    expect(answer).toMatchObject({ status: "error", message: "Database unreachable" });
  });
});
