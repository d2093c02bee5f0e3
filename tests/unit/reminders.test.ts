import { describe, expect, it } from "vitest";
import type { Booking } from "@/db/schema";
import { decisionOf } from "@/lib/bookings/decide-by-text";
import { agendaDayOf, dueReminders, planReminder, SMS_ACCESS_CHARS, type ReminderBooking } from "@/lib/notifications/plan-reminders";

const HOUR = 3_600_000;
// Sunday 2031-03-09 10:00 AM PDT, the first day of daylight time in Los Angeles.
const START = new Date("2031-03-09T17:00:00Z");

const showing = (occupied: boolean, status: Booking["status"] = "confirmed"): ReminderBooking => ({
  booking: { startsAt: START, showingDate: "2031-03-09", status } as Booking,
  property: {
    fullAddress: "1 Main St",
    timezone: "America/Los_Angeles",
    occupancyStatus: occupied ? "resident" : "vacant",
    residentFirstName: "",
    residentLastName: "",
    residentEmail: "",
    residentPhone: "",
    privateShowingInstructions: "",
    accessDetails: "",
    accessWindowHours: 2,
  },
  agent: { name: "", email: "", phone: "" },
});

describe("[reminders] when each reminder is due", () => {
  it("sends the 24-hour reminder from 24 hours before, the 2-hour one from 2 hours before, and a late run only the latest", () => {
    const at = (hours: number) => dueReminders(showing(false), new Date(+START - hours * HOUR));
    expect(at(24.01)).toEqual([]);
    expect(at(24)).toEqual(["showing_reminder_24h"]);
    expect(at(2.01)).toEqual(["showing_reminder_24h"]);
    expect(at(2)).toEqual(["showing_reminder_2h"]);
    expect(at(0)).toEqual([]);
  });

  it("reminds the resident from 9 AM local the day before, across the daylight-saving change", () => {
    // Saturday 9:00 AM is still PST (UTC−8).
    expect(dueReminders(showing(true), new Date("2031-03-08T16:59:00Z"))).toEqual([]);
    expect(dueReminders(showing(true), new Date("2031-03-08T17:00:00Z"))).toEqual(["showing_reminder_24h", "resident_reminder"]);
  });

  it("sends nothing for a showing that is not confirmed", () => {
    expect(dueReminders(showing(true, "cancelled"), new Date(+START - 2 * HOUR))).toEqual([]);
  });

  it("starts the agent's agenda day at 7 AM in the property's zone", () => {
    expect(agendaDayOf(new Date("2031-03-09T13:59:00Z"), "America/Los_Angeles")).toBeNull();
    expect(agendaDayOf(new Date("2031-03-09T14:00:00Z"), "America/Los_Angeles")).toBe("2031-03-09");
    expect(agendaDayOf(new Date("2031-03-09T06:00:00Z"), "Europe/Berlin")).toBe("2031-03-09");
  });
});

describe("[sms-replies] reading an agent's answer", () => {
  it("takes Y, YES, N and NO in any case, with a full stop, and nothing else", () => {
    expect(["Y", "yes", " y. ", "Yes!"].map(decisionOf)).toEqual(["approve", "approve", "approve", "approve"]);
    expect(["n", "NO", "no."].map(decisionOf)).toEqual(["decline", "decline", "decline"]);
    expect(["STOP", "yes please", "", "ok"].map(decisionOf)).toEqual([null, null, null, null]);
  });
});

describe("[reminders] the access details in a reminder", () => {
  const long = `Lockbox 4471 on the side gate. ${"Alarm panel inside the front door, code 9090, then press OFF. ".repeat(30)}`.trim();
  const input: ReminderBooking = {
    ...showing(false),
    booking: {
      ...showing(false).booking,
      id: "d1b7e0f2-5a3c-4c1e-8f7a-2b9c0d1e2f33",
      agentId: "a1b2c3d4-5a3c-4c1e-8f7a-2b9c0d1e2f33",
      confirmationNumber: "SB-2XPA-7KQM",
      manageToken: "manage-token",
      timeRevision: 0,
      requesterType: "buyer",
      buyerName: "Bob Buyer",
      buyerEmail: "bob@example.com",
      buyerPhone: "+14155550199",
    } as Booking,
    agent: { name: "Lena Lister", email: "lena@example.com", phone: "+14155550111" },
  };

  it("are capped in the SMS, which points to the manage page for the rest; the e-mail has them all", { timeout: 120_000 }, async () => {
    expect(long.length).toBeGreaterThan(1800);
    const rows = await planReminder(input, "showing_reminder_2h", "https://showbook.test", new Date(+START - 2 * HOUR), long);
    const sms = rows.find((row) => row.channel === "sms")!;
    expect(sms.body).toContain("Access: Lockbox 4471 on the side gate.");
    expect(sms.body).toContain("... (all of it on the manage page) Manage: https://showbook.test/bookings/manage/manage-token");
    expect(sms.body.length).toBeLessThanOrEqual(SMS_ACCESS_CHARS + 250);
    expect(rows.find((row) => row.channel === "email")!.body).toContain(long);
  });

  it("go whole into the SMS when short", async () => {
    const rows = await planReminder(input, "showing_reminder_2h", "https://showbook.test", new Date(+START - 2 * HOUR), "Lockbox 4471");
    expect(rows.find((row) => row.channel === "sms")!.body).toContain("Access: Lockbox 4471 Manage:");
  });
});
