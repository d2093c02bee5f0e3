import { describe, expect, it } from "vitest";
import { outcomeSentence } from "@/lib/showings/told-outcome";

const paid = { feeCents: 1000, refundRequestedAt: new Date("2026-03-02T17:00:00Z"), paymentStatus: "succeeded" as const };
const mock = { feeCents: 1000, refundRequestedAt: null, paymentStatus: "mock" as const };

describe("[showings] a confirmation says what happened", () => {
  it("names only those who were told, leaving out the reader, and no resident at a vacant unit", () => {
    expect(outcomeSentence(mock, ["listing_agent", "buyer"], ["buyer", "buyer_agent"])).toBe("The listing agent has been told.");
    expect(outcomeSentence(mock, ["listing_agent", "buyer", "resident", "owner"], ["buyer", "buyer_agent"])).toBe(
      "The listing agent, the resident and the owner have been told.",
    );
    expect(outcomeSentence(mock, ["listing_agent", "buyer"], ["listing_agent"])).toBe("The buyer has been told.");
    expect(outcomeSentence(mock, [], ["listing_agent"])).toBe("");
  });

  it("speaks of a refund only when one is due, and says when it is done", () => {
    expect(outcomeSentence(paid, ["listing_agent", "buyer_agent", "buyer"], ["listing_agent"])).toBe(
      "The buyer and the buyer's agent have been told; the $10 booking fee is being refunded.",
    );
    expect(outcomeSentence({ ...paid, paymentStatus: "refunded" }, ["buyer"], ["listing_agent"])).toBe(
      "The buyer has been told; the $10 booking fee has been refunded.",
    );
    expect(outcomeSentence({ ...mock, paymentStatus: "succeeded" }, ["buyer"], ["listing_agent"])).toBe("The buyer has been told.");
  });
});
