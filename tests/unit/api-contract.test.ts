import { describe, expect, it } from "vitest";
import { answerInAskedFields, answerWithSpecFields, CAMEL_KEYS_ONLY, fromSpecFields, specJson, withSpecFields } from "@/lib/api/contract";
import { createPropertySchema } from "@/lib/properties/schemas";
import { bookingRequestSchema } from "@/lib/bookings/booking-input";
import { ownerSchema } from "@/lib/owners/schemas";

describe("[api] the spec's field names at the boundary", () => {
  it("reads a property in the spec's snake_case, with the address alias and the schedule as JSON text", () => {
    const day = { enabled: true, start: "10:00", end: "16:00" };
    const week = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
    const parsed = createPropertySchema.parse(
      fromSpecFields({ address: "12 Oak St", unit_number: "3", city: "Oakland", state: "CA", zip_code: "94612", custom_availability: JSON.stringify(week), buffer_time_minutes: 30 }),
    );
    expect(parsed).toMatchObject({ addressLine1: "12 Oak St", unitNumber: "3", zipCode: "94612", bufferTimeMinutes: 30, customAvailability: week });
  });

  it("gives a property sent without a schedule the spec's default: every day 09:00–17:00", () => {
    const parsed = createPropertySchema.parse(fromSpecFields({ address_line1: "12 Oak St", city: "Oakland" }));
    expect(Object.values(parsed.customAvailability)).toEqual(Array(7).fill({ enabled: true, start: "09:00", end: "17:00" }));
  });

  it("keeps our own name when a body has both spellings", () => {
    expect(fromSpecFields({ zip_code: "11111", zipCode: "22222" })).toMatchObject({ zipCode: "22222" });
  });

  it("reads the spec's booking request (showingDate, showingTime, agreeToTerms)", () => {
    const parsed = bookingRequestSchema.parse(
      fromSpecFields({
        propertyId: "abc",
        requesterType: "buyer",
        name: "Bo",
        email: "bo@example.com",
        phone: "415-555-0100",
        showingDate: "2030-01-02",
        showingTime: "10:30",
        agreeToTerms: true,
      }),
    );
    expect(parsed).toMatchObject({ date: "2030-01-02", time: "10:30", termsAccepted: true });
  });

  it("reads an owner in the spec's names", () => {
    const parsed = ownerSchema.parse(fromSpecFields({ is_company: true, company_name: "Acme LLC", mailing_address_line1: "1 Main St" }));
    expect(parsed).toMatchObject({ isCompany: true, companyName: "Acme LLC", mailingAddressLine1: "1 Main St" });
  });

  it("answers with the spec's names beside ours, at every depth, and the derived property fields", () => {
    const answer = withSpecFields({ properties: [{ addressLine1: "12 Oak St", zipCode: "94612", occupancyStatus: "resident", bookedCount: 2, customAvailability: { monday: { enabled: true } } }] });
    expect(answer).toEqual({
      properties: [
        {
          addressLine1: "12 Oak St",
          address_line1: "12 Oak St",
          address: "12 Oak St",
          zipCode: "94612",
          zip_code: "94612",
          occupancyStatus: "resident",
          occupancy_status: "resident",
          is_occupied: true,
          bookedCount: 2,
          booked_count: 2,
          showings_booked: 2,
          booking_count: 2,
          customAvailability: { monday: { enabled: true } },
          custom_availability: { monday: { enabled: true } },
        },
      ],
    });
  });

  it("rewrites a JSON answer and keeps its status and headers", async () => {
    const response = await answerWithSpecFields(
      Response.json({ paymentIntentId: "pi_1" }, { status: 201, headers: { "Retry-After": "3" } }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("Retry-After")).toBe("3");
    expect(await response.json()).toEqual({ paymentIntentId: "pi_1", payment_intent_id: "pi_1" });
  });

  it("writes a hot route's answer with the spec's names once, and does not rewrite it", async () => {
    const made = specJson(new Headers(), { paymentIntentId: "pi_1", bookingId: "b_1" }, { status: 201 });
    const response = await answerInAskedFields(new Headers(), made);
    expect(response).toBe(made);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ paymentIntentId: "pi_1", payment_intent_id: "pi_1", bookingId: "b_1", booking_id: "b_1" });
  });

  it("answers the app's own pages in its names only, hot route or not, and says the answer varies by the header", async () => {
    const camel = new Headers(CAMEL_KEYS_ONLY);
    const hot = specJson(camel, { paymentIntentId: "pi_1" }, { status: 201 });
    expect(await hot.json()).toEqual({ paymentIntentId: "pi_1" });
    expect(hot.headers.get("Vary")).toBe("x-showbook-keys");
    const plain = await answerInAskedFields(camel, Response.json({ property: { zipCode: "94612", occupancyStatus: "resident" } }));
    expect(await plain.json()).toEqual({ property: { zipCode: "94612", occupancyStatus: "resident" } });
    expect(plain.headers.get("Vary")).toBe("x-showbook-keys");
    const spec = await answerInAskedFields(new Headers({ "x-showbook-keys": "snake" }), Response.json({ zipCode: "94612" }));
    expect(await spec.json()).toEqual({ zipCode: "94612", zip_code: "94612" });
    expect(spec.headers.get("Vary")).toBe("x-showbook-keys");
  });
});
