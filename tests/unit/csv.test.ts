import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@/lib/csv";

describe("CSV", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1 510 555 0100", "+1 510 555 0100"],
    ["+14155550199", "+14155550199"],
    ["+1+A1", "'+1+A1"],
    ["+1 (510) SUM", "'+1 (510) SUM"],
    ["-5", "'-5"],
    ["@cmd", "'@cmd"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    [null, ""],
    [12.5, "12.5"],
  ])("%s → %s", (value, expected) => expect(csvCell(value)).toBe(expected));

  it("joins rows with CRLF after a header", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
