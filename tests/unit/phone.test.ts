import { describe, expect, it } from "vitest";
import { formatPhone, optionalPhoneSchema, phoneSchema, toE164 } from "@/lib/phone/phone";

describe("[phone] numbers normalised to E.164", () => {
  it("reads US numbers as typed, with or without the country code", () => {
    for (const typed of ["(415) 555-0100", "415-555-0100", "415.555.0100", "4155550100", "+1 415 555 0100", "1 415 555 0100"]) {
      expect(toE164(typed)).toBe("+14155550100");
    }
  });

  it("accepts international numbers given with their country code", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("refuses what cannot be a phone number", () => {
    for (const typed of ["hello", "555-0100", "123-456-7890", "415-555-01000000", "415 555 O1OO", ""]) expect(toE164(typed)).toBeNull();
  });

  it("shows US numbers nationally and others internationally", () => {
    expect(formatPhone("+14155550100")).toBe("(415) 555-0100");
    expect(formatPhone("+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhone("")).toBe("");
  });

  it("validates form input with a clear message", () => {
    expect(phoneSchema().parse(" (415) 555-0100 ")).toBe("+14155550100");
    expect(phoneSchema().safeParse("call me").error?.issues[0].message).toBe("Please enter a valid phone number");
    expect(phoneSchema().safeParse("").error?.issues[0].message).toBe("Please enter your phone number");
    expect(optionalPhoneSchema.parse("")).toBe("");
    expect(optionalPhoneSchema.parse(undefined)).toBe("");
    expect(optionalPhoneSchema.safeParse("12").success).toBe(false);
  });
});
