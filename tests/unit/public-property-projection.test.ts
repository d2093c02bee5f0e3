import { describe, expect, it } from "vitest";
import { publicPropertyAnswerSchema, publicPropertyColumns } from "@/lib/bookings/public-property-projection";
import { properties } from "@/db/schema";

const schedule = Object.fromEntries(
  ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => [day, { enabled: true, start: "09:00", end: "17:00" }]),
);

describe("the public property projection", () => {
  it("selects exactly the fields its answer carries, besides the agent's public profile", () => {
    const answerFields = Object.keys(publicPropertyAnswerSchema.shape).filter((field) => field !== "agent");
    expect(Object.keys(publicPropertyColumns).sort()).toEqual(answerFields.sort());
    for (const [field, column] of Object.entries(publicPropertyColumns)) {
      expect(column).toBe(properties[field as keyof typeof publicPropertyColumns]);
    }
  });

  it("never shows a visitor the owner, the resident, the private instructions or the access details", () => {
    for (const field of ["agentId", "privateShowingInstructions", "accessDetails", "ownerEmail", "residentPhone", "landlordId", "archivedAt"]) {
      expect(Object.keys(publicPropertyAnswerSchema.shape)).not.toContain(field);
    }
  });

  it("drops the fields it does not list from an answer, and types the ones it keeps as their columns", () => {
    const answer = publicPropertyAnswerSchema.partial().parse({
      slug: "12-main",
      agentId: "a5b0d0f2-6f0e-4b8e-9d11-0c2b8d6d3e21",
      accessDetails: "Lockbox 1234",
    });
    expect(answer).toEqual({ slug: "12-main" });
    const { shape } = publicPropertyAnswerSchema;
    expect(shape.customAvailability.parse(schedule).monday).toEqual({ enabled: true, start: "09:00", end: "17:00" });
    expect(shape.customAvailability.safeParse({ monday: "9 to 5" }).success).toBe(false);
    expect(shape.status.safeParse("sold").success).toBe(false);
    expect(shape.propertyPhoto.parse(null)).toBeNull();
    expect(shape.bufferTimeMinutes.safeParse(1.5).success).toBe(false);
  });
});
