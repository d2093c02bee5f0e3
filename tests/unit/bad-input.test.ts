import { describe, expect, it } from "vitest";
import { bookingRequestSchema } from "@/lib/bookings/booking-input";
import { calendarQuerySchema } from "@/lib/dashboard/schemas";
import { isIsoDate } from "@/lib/time/iso-date";
import { decodePathSegment } from "@/lib/routes/decode-path-segment";

const booking = (date: string) =>
  bookingRequestSchema.safeParse({
    propertyId: "p",
    requesterType: "buyer",
    name: "Pat",
    email: "pat@example.com",
    phone: "(415) 555-0100",
    date,
    time: "10:00",
    termsAccepted: true,
  });

describe("[api] dates PostgreSQL or JavaScript would mishandle are refused as input", () => {
  it.each(["0000-01-01", "0099-12-31", "0001-06-15", "9999-12-31", "3000-01-01"])("%s is not a date we take", (date) => {
    expect(isIsoDate(date)).toBe(false);
    expect(booking(date).success).toBe(false);
    expect(calendarQuerySchema.safeParse({ startDate: date }).success).toBe(false);
  });

  it("takes ordinary dates", () => {
    expect(isIsoDate("1950-03-04")).toBe(true);
    expect(booking("2027-01-05").success).toBe(true);
  });
});

describe("[routes] malformed percent-encoding in a path", () => {
  it("leaves a malformed segment as it stands instead of throwing", () => {
    expect(decodePathSegment("%E0%A4%A")).toBe("%E0%A4%A");
    expect(decodePathSegment("100%")).toBe("100%");
    expect(decodePathSegment("caf%C3%A9")).toBe("café");
  });
});
