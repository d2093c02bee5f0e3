import { describe, expect, it } from "vitest";
import { isoWeek } from "@/lib/time/iso-week";

describe("isoWeek", () => {
  it("names the week by its Thursday's year, Monday to Sunday", () => {
    expect(isoWeek("2026-03-02")).toBe("2026-W10");
    expect(isoWeek("2026-03-08")).toBe("2026-W10");
    expect(isoWeek("2026-03-09")).toBe("2026-W11");
    expect(isoWeek("2026-01-01")).toBe("2026-W01");
    expect(isoWeek("2025-12-29")).toBe("2026-W01");
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    expect(isoWeek("2027-01-04")).toBe("2027-W01");
  });
});
