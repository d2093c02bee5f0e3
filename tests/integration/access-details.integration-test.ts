import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentScope } from "@/lib/auth/scope";
import { accessReveals, properties } from "@/db/schema";
import { accessDetailsFor, revealAccessDetails } from "@/lib/properties/access-details";
import { findPublicProperty, toPublicProperty } from "@/lib/bookings/public-property";
import { loadSharePage } from "@/lib/bookings/share-page";
import { showingEvent, upcomingShowingsCsv } from "@/lib/dashboard/showing-export";
import { listUpcomingShowings } from "@/lib/dashboard/showings";
import { buildIcs } from "@/lib/booking-rules/calendar";
import { listProperties, withoutAccessDetails } from "@/lib/properties/list-properties";
import { updateProperty } from "@/lib/properties/update-property";
import { updatePropertySchema } from "@/lib/properties/schemas";
import { bookShowing, createAgent, createProperty } from "./builders";
import { useTestDb } from "./db";

const db = useTestDb();
const CODE = "Lockbox 4471, alarm 9090#";
const HOUR = 3_600_000;

async function setup(status: "confirmed" | "pending" = "confirmed", accessWindowHours = 2) {
  const agent = await createAgent(db);
  const property = await createProperty(db, agent.id, { accessDetails: CODE, accessWindowHours });
  const startsAt = new Date(Date.now() + 5 * 24 * HOUR);
  const booking = await bookShowing(db, property, { startsAt, status });
  return { agent, property, booking, startsAt };
}

const reveals = (bookingId: string) => db.select().from(accessReveals).where(eq(accessReveals.bookingId, bookingId));

describe("access details", () => {
  it("are shown to a confirmed booker only inside the property's window, and each showing is recorded", async () => {
    const { property, booking, startsAt } = await setup("confirmed", 3);

    const early = await revealAccessDetails(db, booking, property, "manage_page", new Date(+startsAt - 3 * HOUR - 60_000));
    expect(early).toEqual({ state: "later", opensAt: new Date(+startsAt - 3 * HOUR) });
    expect(await reveals(booking.id)).toHaveLength(0);

    const inside = await revealAccessDetails(db, booking, property, "manage_page", new Date(+startsAt - 3 * HOUR));
    expect(inside).toEqual({ state: "shown", text: CODE });
    await revealAccessDetails(db, booking, property, "reminder", new Date(+startsAt - HOUR));
    const rows = await reveals(booking.id);
    expect(rows.map((row) => row.channel).sort()).toEqual(["manage_page", "reminder"]);

    expect(accessDetailsFor(booking, property, booking.endsAt)).toEqual({ state: "none" });
  });

  it("carry the private showing instructions to the confirmed visitor in the same window, recorded the same way", async () => {
    const agent = await createAgent(db);
    // The demo seed's kind of text: a lockbox code typed into the card's "Private showing instructions".
    const property = await createProperty(db, agent.id, { privateShowingInstructions: "Lockbox on the side gate, code 2468.", accessWindowHours: 2 });
    const startsAt = new Date(Date.now() + 5 * 24 * HOUR);
    const booking = await bookShowing(db, property, { startsAt });

    expect(await revealAccessDetails(db, booking, property, "manage_page", new Date(+startsAt - 3 * HOUR))).toEqual({
      state: "later",
      opensAt: new Date(+startsAt - 2 * HOUR),
    });
    expect(await reveals(booking.id)).toHaveLength(0);
    const inside = await revealAccessDetails(db, booking, property, "manage_page", new Date(+startsAt - HOUR));
    expect(inside).toEqual({ state: "shown", text: "Lockbox on the side gate, code 2468." });
    expect((await reveals(booking.id)).map((row) => row.channel)).toEqual(["manage_page"]);

    // Both fields set: the visitor gets both, the instructions first.
    const both = { ...property, accessDetails: CODE };
    expect(accessDetailsFor(booking, both, new Date(+startsAt - HOUR))).toEqual({ state: "shown", text: `Lockbox on the side gate, code 2468.\n\n${CODE}` });
    expect(accessDetailsFor({ ...booking, status: "pending" }, both, new Date(+startsAt - HOUR))).toEqual({ state: "none" });
  });

  it("are never shown for a showing that is not confirmed, nor when none are set", async () => {
    const { property, booking, startsAt } = await setup("pending");
    const inside = new Date(+startsAt - 30 * 60_000);
    expect(await revealAccessDetails(db, booking, property, "manage_page", inside)).toEqual({ state: "none" });
    expect(accessDetailsFor({ ...booking, status: "cancelled" }, property, inside)).toEqual({ state: "none" });
    expect(accessDetailsFor({ ...booking, status: "confirmed" }, { ...property, accessDetails: " " }, inside)).toEqual({ state: "none" });
    expect(await reveals(booking.id)).toHaveLength(0);
  });

  it("stay out of the public property, the share page, calendar files, exports and the property list API", async () => {
    const { agent, property } = await setup();
    await db.update(properties).set({ privateShowingInstructions: "Key under the mat 7733" }).where(eq(properties.id, property.id));
    const user = agentScope(agent.id);

    const publicProperty = await findPublicProperty(db, property.id);
    expect(JSON.stringify(toPublicProperty(publicProperty!))).not.toMatch(/4471|7733/);
    expect(JSON.stringify(await loadSharePage(db, property.slug))).not.toMatch(/4471|7733/);

    const upcoming = await listUpcomingShowings(db, user, new Date());
    expect(upcoming).toHaveLength(1);
    expect(JSON.stringify(upcoming)).not.toMatch(/4471|7733/);
    expect(upcomingShowingsCsv(upcoming)).not.toMatch(/4471|7733/);
    expect(buildIcs(showingEvent(upcoming[0]))).not.toMatch(/4471|7733/);

    const edited = await updateProperty(db, user, property.id, updatePropertySchema.parse({ accessWindowHours: 4 }));
    expect(edited).toMatchObject({ accessDetails: CODE, accessWindowHours: 4 });
    const listed = (await listProperties(db, user, new Date())).map(withoutAccessDetails);
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain("4471");
  });

  it("refuses an access window outside 1 to 72 hours", () => {
    expect(updatePropertySchema.safeParse({ accessWindowHours: 0 }).error?.issues[0].message).toBe(
      "The access window must be at least 1 hour",
    );
    expect(updatePropertySchema.safeParse({ accessWindowHours: 73 }).success).toBe(false);
  });
});
