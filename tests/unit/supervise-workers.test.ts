import { describe, expect, it } from "vitest";
import { getBoss } from "@/lib/jobs/boss";
import { superviseWorkers, workersState } from "@/lib/workers/supervise-workers";

describe("[jobs] workers start even if the database is down at boot", () => {
  it("does not keep a failed pg-boss start: the next call tries again", async () => {
    // Nothing listens on port 1: the start fails like a database that is down.
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/showbook";
    const first = getBoss();
    await expect(first).rejects.toThrow();
    const second = getBoss();
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });

  it("retries with growing backoff until the start succeeds, reporting each state", async () => {
    const waits: number[] = [];
    const states: unknown[] = [];
    let resets = 0;
    let calls = 0;
    await superviseWorkers({
      start: async () => {
        calls += 1;
        if (calls < 3) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
      },
      reset: async () => {
        resets += 1;
      },
      sleep: async (ms) => {
        waits.push(ms);
        states.push(workersState());
      },
    });
    expect(calls).toBe(3);
    expect(resets).toBe(2);
    expect(waits).toEqual([1_000, 2_000]);
    expect(states[0]).toMatchObject({ status: "retrying", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:5432" });
    expect(workersState()).toMatchObject({ status: "running", attempts: 3 });
  });
});
