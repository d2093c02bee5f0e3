import { describe, expect, it } from "vitest";
import { confirmDemoBooking, demoBookingSchema, demoSlots } from "@/lib/bookings/demo-booking";
import { demoFormErrors, emptyDemoForm } from "@/lib/bookings/demo-form";

const now = new Date("2026-03-01T20:00:00Z");
const mockPayment = { paymentIntentId: "pi_mock_demo_1", paymentStatus: "mock" } as const;

describe("[demo] demo booking form", () => {
  it("lists all six messages together for an empty form, name, email and phone trimmed", () => {
    expect(demoFormErrors({ ...emptyDemoForm, buyerName: "  ", buyerEmail: " ", buyerPhone: "\t" })).toEqual([
      "Please select a showing date",
      "Please select a showing time",
      "Please enter buyer name",
      "Please enter buyer email",
      "Please enter buyer phone",
      "Please agree to terms",
    ]);
    expect(emptyDemoForm.mailingState).toBe("CA");
  });

  it("offers 14 days of slots from 9:00 to 16:30 after 24 hours' notice", () => {
    const days = demoSlots(now);
    expect(days).toHaveLength(14);
    expect(days[0].date).toBe("2026-03-02");
    expect(days[0].slots[0].time).toBe("12:00");
    expect(days[1].slots.map((slot) => slot.time).at(0)).toBe("09:00");
    expect(days[1].slots.map((slot) => slot.time).at(-1)).toBe("16:30");
  });

  it("keeps the buyer's agent and the recipient's phone and e-mail, and refuses a malformed recipient e-mail", () => {
    const input = demoBookingSchema.parse({
      date: "2026-03-04",
      time: "10:30",
      buyerName: "Dana",
      buyerEmail: "dana@example.com",
      buyerPhone: "415-555-0100",
      buyerAgentName: "Alex Agent",
      buyerAgentPhone: "415-555-0102",
      agreeToTerms: true,
      recipientName: "Riley Resident",
      demoRecipientPhone: "415-555-0103",
      demoRecipientEmail: "riley@example.com",
    });
    expect(confirmDemoBooking(input, mockPayment, now)).toMatchObject({
      paymentStatus: "mock",
      buyerAgent: { name: "Alex Agent", phone: "415-555-0102" },
      noticeRecipient: { name: "Riley Resident", phone: "415-555-0103", email: "riley@example.com" },
    });
    expect(demoBookingSchema.safeParse({ demoRecipientEmail: "riley-at-example" }).error?.issues[0].message).toBe(
      "Please enter a valid recipient email",
    );
  });

  it("confirms a complete demo booking paid in mock mode for the $1 fee, storing nothing", () => {
    const input = demoBookingSchema.parse({
      date: "2026-03-04",
      time: "10:30",
      buyerName: "Dana",
      buyerEmail: "dana@example.com",
      buyerPhone: "415-555-0100",
      agreeToTerms: true,
      recipientName: "Riley Resident",
      mailingAddress: "1 Demo Way",
      mailingCity: "San Francisco",
      mailingZip: "94105",
    });
    expect(confirmDemoBooking(input, mockPayment, now)).toMatchObject({
      feeCents: 100,
      mock: true,
      noticeRecipient: { name: "Riley Resident", address: "1 Demo Way, San Francisco, CA 94105" },
    });
    expect(() => confirmDemoBooking({ ...input, date: "2026-03-20" }, mockPayment, now)).toThrow("Please select a showing date");
    expect(() => confirmDemoBooking({ ...input, time: "17:00" }, mockPayment, now)).toThrow(/between 9:00 AM and 5:00 PM/);
    expect(() => confirmDemoBooking({ ...input, buyerName: "" }, mockPayment, now)).toThrow("Please enter buyer name");
  });
});
