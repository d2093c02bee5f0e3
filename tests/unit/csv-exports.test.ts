import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { complianceLogsCsv } from "@/components/showings/compliance-logs-modal";
import type { ComplianceLog } from "@/lib/compliance/compliance-logs";
import type { ShowingRow } from "@/lib/dashboard/schemas";
import { upcomingShowingsCsv } from "@/lib/dashboard/showing-export";

/** The CSV as a spreadsheet or script reads it: one record per row, keyed by header. */
function readCsv(csv: string) {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const fields = parsed.meta.fields ?? [];
  // papaparse renames a repeated header ("Buyer email_1"); a reader keyed by header loses one of them.
  expect(new Set(fields).size).toBe(fields.length);
  expect(parsed.meta.renamedHeaders ?? null).toBeNull();
  return parsed.data;
}

const party = (address: string) => ({ status: "sent" as const, deliveryStatus: "delivered" as const, sentAt: "2026-03-02T17:05:00.000Z", address });

const log = (buyerPhone: string): ComplianceLog => ({
  id: "c6a0f6c4-7d0e-4a43-9a0e-0b8f0a7c1d11",
  confirmationNumber: "SB-7KQM-2XPA",
  status: "confirmed",
  bookingCreatedAt: "2026-03-02T17:04:00.000Z",
  showingDate: "2026-03-09",
  showingTime: "09:00",
  startsAt: "2026-03-09T16:00:00.000Z",
  timeZone: "America/Los_Angeles",
  buyerName: "Bob Buyer",
  buyerEmail: "bob@example.com",
  buyerPhone,
  buyerAgentName: "",
  buyerAgentPhone: "",
  residentInfo: { name: "Rita Resident", phone: "+15105550142" },
  payment: { amount: 10, status: "succeeded", stripePaymentIntentId: "pi_mock_1", processedAt: "2026-03-02T17:04:30.000Z" },
  notificationDetails: {
    email: { listing_agent: party("agent@example.com"), resident: party("rita@example.com"), buyer: party("bob@example.com"), buyer_agent: null },
    sms: { listing_agent: null, resident: party("+15105550142"), buyer: party("+14155550199"), buyer_agent: null },
  },
  certifiedMail: null,
  compliance: { applicable: true, compliant: true, hoursOfNotice: 167, checks: [] },
});

const showing = (buyerPhone: string): ShowingRow => ({
  id: "d1b7e0f2-5a3c-4c1e-8f7a-2b9c0d1e2f33",
  confirmationNumber: "SB-2XPA-7KQM",
  propertyId: "e2c8f1a3-6b4d-4d2f-9a8b-3c0d1e2f3a44",
  propertyAddress: "1420 Oak Street, Oakland, CA 94612",
  showingDate: "2026-03-09",
  showingTime: "09:00",
  startsAt: "2026-03-09T16:00:00.000Z",
  timezone: "America/Los_Angeles",
  status: "confirmed",
  requesterType: "buyer",
  buyerName: "Bob Buyer",
  buyerEmail: "bob@example.com",
  buyerPhone,
  agentName: "",
  notes: "",
  ownerName: "",
  residentName: "",
  isOccupied: false,
  listingAgentEmail: "agent@example.com",
  createdAt: "2026-03-02T17:04:00.000Z",
});

describe("[csv] exports read by header", () => {
  it("the compliance log has one column per header: the buyer's address, then each notice's status", () => {
    const [row] = readCsv(complianceLogsCsv([log("+14155550199")]));
    expect(row["Buyer email"]).toBe("bob@example.com");
    expect(row["Buyer email notice"]).toBe("sent 2026-03-02 09:05 PST");
    expect(row["Buyer SMS notice"]).toBe("sent 2026-03-02 09:05 PST");
    expect(row["Resident email notice"]).toMatch(/^sent /);
  });

  it("every phone number reads in one format, whether stored as E.164 or as typed, with no stray apostrophe", () => {
    const rows = readCsv(complianceLogsCsv([log("+14155550199"), log("(415) 555-0199"), log("415.555.0199")]));
    expect(rows.map((row) => row["Buyer phone"])).toEqual(["(415) 555-0199", "(415) 555-0199", "(415) 555-0199"]);
    const showings = readCsv(upcomingShowingsCsv([showing("+14155550199"), showing("(415) 555-0199")]));
    expect(showings.map((row) => row["Buyer phone"])).toEqual(["(415) 555-0199", "(415) 555-0199"]);
    // A foreign number keeps its country code, and the formula guard leaves it alone.
    expect(readCsv(upcomingShowingsCsv([showing("+442079460958")]))[0]["Buyer phone"]).toBe("+44 20 7946 0958");
  });

  it("every time is the property's, with its zone: instants in its local time named, the showing's local date and time beside its zone", () => {
    const [row] = readCsv(complianceLogsCsv([log("+14155550199")]));
    expect(row).toMatchObject({ "Booked at": "2026-03-02 09:04 PST", "Processed at": "2026-03-02 09:04 PST" });
    expect(row).toMatchObject({ "Showing date": "2026-03-09", "Showing time": "09:00", "Time zone": "America/Los_Angeles" });
    const [upcoming] = readCsv(upcomingShowingsCsv([showing("+14155550199")]));
    expect(upcoming).toMatchObject({ Date: "2026-03-09", Time: "09:00", "Time zone": "America/Los_Angeles" });
  });
});
