import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { describeExit, superviseProcess } from "@/lib/launcher/supervise-process";

/** A Node process running `code`. */
const node = (code: string) => () => spawn(process.execPath, ["-e", code], { stdio: "ignore" });
const LIVES = "setInterval(() => {}, 1000)";

/** A backoff of 10 ms that records how many recent deaths each wait was asked for. */
const recordedBackoff = (waits: number[]) => (deaths: number) => {
  waits.push(deaths);
  return 10;
};

/**
 * Each test starts Node several times: a second or more each on a loaded 2-core machine. The
 * tests wait for the supervision's events, within a budget that holds there.
 */
const BUDGET_MS = 60_000;

/** Until `check` holds, as the supervision's events arrive. */
const waitFor = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: BUDGET_MS });

describe("[launcher] a supervised process is restarted when it dies", { timeout: BUDGET_MS }, () => {
  it("restarts a killed process after the backoff, logging its pid and why it died", async () => {
    const lines: string[] = [];
    const waits: number[] = [];
    const supervised = superviseProcess(node(LIVES), {
      name: "web server",
      backoffMs: recordedBackoff(waits),
      log: (line) => lines.push(line),
    });
    try {
      const first = supervised.current()!;
      await waitFor(() => lines.length === 1);
      expect(lines[0]).toBe(`web server started (pid ${first.pid})`);
      first.kill("SIGKILL");
      await waitFor(() => supervised.current() !== null && supervised.current() !== first);
      expect(lines[1]).toBe(
        `web server (pid ${first.pid}) was killed by SIGKILL (by hand, or by the system for lack of memory); restarting it in 0 s`,
      );
      expect(lines[2]).toBe(`web server started (pid ${supervised.current()!.pid})`);
      expect(waits).toEqual([1]);
    } finally {
      await supervised.stop();
    }
  });

  it("gives up, saying so, when the process keeps dying within the window", async () => {
    const lines: string[] = [];
    const waits: number[] = [];
    let gaveUp: string | undefined;
    superviseProcess(node("process.exit(3)"), {
      name: "web server",
      maxDeaths: 3,
      windowMs: 60_000,
      backoffMs: recordedBackoff(waits),
      onGiveUp: (message) => {
        gaveUp = message;
      },
      log: (line) => lines.push(line),
    });
    await waitFor(() => gaveUp !== undefined);
    expect(waits).toEqual([1, 2]);
    expect(gaveUp).toMatch(/^web server \(pid \d+\) exited with code 3 \(see its error above\); it died 3 times within 60 s, so it is not restarted again$/);
    expect(lines.filter((line) => line.includes("restarting it"))).toHaveLength(2);
    expect(lines.at(-1)).toBe(`${gaveUp}`);
  });

  it("forgets deaths older than the window: a process that runs a while is restarted from the first wait again", async () => {
    const waits: number[] = [];
    let gaveUp = false;
    const supervised = superviseProcess(node("setTimeout(() => process.exit(2), 300)"), {
      name: "web server",
      maxDeaths: 2,
      windowMs: 200,
      backoffMs: recordedBackoff(waits),
      onGiveUp: () => (gaveUp = true),
      log: () => {},
    });
    try {
      await waitFor(() => waits.length === 3);
      expect(waits).toEqual([1, 1, 1]);
      expect(gaveUp).toBe(false);
    } finally {
      await supervised.stop();
    }
  });

  it("stops quietly when asked, without a restart, and kills a process that ignores SIGTERM", async () => {
    const lines: string[] = [];
    // The process says when it ignores SIGTERM: Node installs the handler only once the script runs.
    const ignoresSigterm = `process.on("SIGTERM", () => {}); process.stdout.write("ready"); ${LIVES}`;
    const supervised = superviseProcess(() => spawn(process.execPath, ["-e", ignoresSigterm], { stdio: ["ignore", "pipe", "ignore"] }), {
      name: "web server",
      stopTimeoutMs: 300,
      backoffMs: () => 10,
      log: (line) => lines.push(line),
    });
    const child = supervised.current()!;
    await once(child.stdout!, "data");
    await supervised.stop();
    expect(child.signalCode).toBe("SIGKILL");
    expect(supervised.current()).toBeNull();
    expect(lines).toEqual([`web server started (pid ${child.pid})`]);
  });

  it("says why a process ended", () => {
    expect(describeExit(1, null)).toBe("exited with code 1 (see its error above)");
    expect(describeExit(0, null)).toBe("exited unasked (code 0)");
    expect(describeExit(null, "SIGABRT")).toMatch(/running out of heap memory/);
    expect(describeExit(null, "SIGTERM")).toBe("was ended by SIGTERM");
  });
});
