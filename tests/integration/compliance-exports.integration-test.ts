import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, notifications } from "@/db/schema";
import { agentScope } from "@/lib/auth/scope";
import { complianceLogsCsv } from "@/components/showings/compliance-logs-modal";
import { listComplianceLogs } from "@/lib/compliance/compliance-logs";
import { completedQuerySchema } from "@/lib/dashboard/schemas";
import { completedShowingsCsv } from "@/lib/dashboard/showing-export";
import { listCompletedShowings } from "@/lib/dashboard/showings";
import { recordManualNotice } from "@/lib/showings/record-manual-notice";
import { bookShowing, createAgent, createOccupiedProperty, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();

const readCsv = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

/** Every notice of the booking marked delivered at `at`, the letter mailed then, as the transports would. */
async function deliverAll(bookingId: string, at: Date) {
  await db.update(notifications).set({ status: "delivered", sentAt: at, deliveredAt: at }).where(eq(notifications.bookingId, bookingId));
}

describe("[compliance] exports write every time in the property's zone, named, as the screens do", () => {
  it("the compliance-log CSV: booked, notice and payment times in Pacific time, hours of notice filled in, the latest showing first", async () => {
    const agent = await createAgent(db);
    const property = await createOccupiedProperty(db, agent.id, null);
    // Wednesday 6 March 2030, 10:00 AM PST; booked Friday 1 March, 12:00 PM PST.
    const booking = await bookShowing(db, property, { startsAt: new Date("2030-03-06T18:00:00Z") });
    await db.update(bookings).set({ createdAt: new Date("2030-03-01T20:00:00Z"), paidAt: new Date("2030-03-01T20:00:30Z") }).where(eq(bookings.id, booking.id));
    await deliverAll(booking.id, new Date("2030-03-01T20:01:00Z"));
    await recordManualNotice(db, agentScope(agent.id), booking.id, { method: "door_posting", givenAt: "2030-03-04T15:00", givenBy: "Sam Agent" }, new Date("2030-03-05T00:00:00Z"));
    // A later showing nobody has been told of yet (its notices are still queued).
    const later = await bookShowing(db, property, { startsAt: new Date("2030-03-13T17:00:00Z") });

    const rows = readCsv(complianceLogsCsv(await listComplianceLogs(db, agentScope(agent.id), property.id)));
    expect(rows.map((row) => row.Confirmation)).toEqual([later.confirmationNumber, booking.confirmationNumber]);
    const [laterRow, row] = rows;
    expect(row).toMatchObject({
      "Booked at": "2030-03-01 12:00 PST",
      "Showing date": "2030-03-06",
      "Showing time": "10:00",
      "Time zone": "America/Los_Angeles",
      "Processed at": "2030-03-01 12:00 PST",
      "Resident email notice": "sent 2030-03-01 12:01 PST",
      "Buyer SMS notice": "sent 2030-03-01 12:01 PST",
      Compliant: "yes",
      "Hours of notice": "43",
    });
    expect(laterRow["Hours of notice"]).toBe("None counted yet");
    for (const cell of Object.values(row)) expect(cell).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });

  it("says why a vacant unit's showing has no hours of notice", async () => {
    const agent = await createAgent(db);
    const property = await createProperty(db, agent.id);
    await bookShowing(db, property, { startsAt: new Date("2030-03-06T18:00:00Z") });
    const [row] = readCsv(complianceLogsCsv(await listComplianceLogs(db, agentScope(agent.id), property.id)));
    expect(row).toMatchObject({ Compliant: "n/a (vacant)", "Hours of notice": "n/a (vacant)" });
  });

  it("the completed-showings CSV: the certified letter's time in the property's zone, named, and the hours of notice", async () => {
    const agent = await createAgent(db);
    const property = await createOccupiedProperty(db, agent.id, new Date("2025-01-06T17:00:00Z"), { timezone: "America/New_York" });
    // Wednesday 4 June 2025, 1:00 PM EDT.
    const booking = await bookShowing(db, property, { startsAt: new Date("2025-06-04T17:00:00Z"), status: "completed" });
    await db.update(bookings).set({ createdAt: new Date("2025-05-20T14:00:00Z") }).where(eq(bookings.id, booking.id));
    // The letter was mailed (and the e-mails delivered) on Tuesday 27 May at 9:30 AM EDT.
    await deliverAll(booking.id, new Date("2025-05-27T13:30:00Z"));
    await recordManualNotice(db, agentScope(agent.id), booking.id, { method: "phone", givenAt: "2025-05-28T10:00", givenBy: "Sam Agent" }, new Date("2025-06-01T00:00:00Z"));

    const completed = await listCompletedShowings(db, agentScope(agent.id), completedQuerySchema.parse({ range: "all" }), new Date());
    const [row] = readCsv(completedShowingsCsv(completed.showings));
    expect(row).toMatchObject({ "Time zone": "America/New_York", "Certified mail": "2025-05-27 09:30 EDT", "Hours of notice": "195.5" });
  });
});
