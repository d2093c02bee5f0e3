import { describe, expect, it } from "vitest";
import { dollarsToCents, formatUsd } from "@/lib/constants";

describe("[money] one way to show an amount", () => {
  it("shows whole dollars without cents and other amounts with both digits", () => {
    expect(formatUsd(1000)).toBe("$10");
    expect(formatUsd(100)).toBe("$1");
    expect(formatUsd(499)).toBe("$4.99");
    expect(formatUsd(250)).toBe("$2.50");
    expect(formatUsd(0)).toBe("$0");
  });

  it("groups thousands, as rents, budgets and revenue need", () => {
    expect(formatUsd(245_000)).toBe("$2,450");
    expect(formatUsd(285_050)).toBe("$2,850.50");
    expect(formatUsd(1_234_567_800)).toBe("$12,345,678");
  });

  it("reads dollar amounts (numeric columns, answers in dollars) to the cent, without float residue", () => {
    expect(dollarsToCents(10)).toBe(1000);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(2850.5)).toBe(285_050);
    expect(formatUsd(dollarsToCents(Number("2850.00")))).toBe("$2,850");
  });
});
