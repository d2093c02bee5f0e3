import { describe, expect, it } from "vitest";
import { mailboxOf } from "@/lib/bookings/mailbox";

describe("the mailbox an address reaches", () => {
  it.each([
    ["Jo.Hn+1@GoogleMail.com", "john@gmail.com"],
    ["j.o.h.n@gmail.com", "john@gmail.com"],
    ["a.b+x@example.com", "a.b@example.com"],
    ["A.B@Example.com", "a.b@example.com"],
    ["x+y@outlook.com", "x@outlook.com"],
    ["  pat@example.com ", "pat@example.com"],
  ])("%s → %s", (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });
});
