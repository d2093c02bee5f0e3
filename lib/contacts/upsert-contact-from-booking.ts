import type { Tx } from "@/db/client";
import { and, eq, sql } from "drizzle-orm";
import { buyerAgentContacts, buyerContacts, properties, renterContacts, type Booking } from "@/db/schema";

/** "Ana Maria Lee" → first "Ana", last "Maria Lee". */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** The booker as the contact they become: buyer's agents book under their own details. */
export function bookerOf(booking: Booking): { name: string; email: string; phone: string } {
  if (booking.requesterType === "buyers_agent") {
    return {
      name: booking.buyerAgentName || booking.buyerName,
      email: booking.buyerAgentEmail || booking.buyerEmail,
      phone: booking.buyerAgentPhone || booking.buyerPhone,
    };
  }
  return { name: booking.buyerName, email: booking.buyerEmail, phone: booking.buyerPhone };
}

type ContactTable = typeof buyerAgentContacts | typeof buyerContacts | typeof renterContacts;

// A later booking counts once more, widens the first/last contact span and refreshes a phone left blank.
const historyUpdate = (table: ContactTable, at: Date, phone: string) => ({
  bookingsCount: sql`${table.bookingsCount} + 1`,
  firstContact: sql`least(${table.firstContact}, ${at.toISOString()}::timestamptz)`,
  lastContact: sql`greatest(${table.lastContact}, ${at.toISOString()}::timestamptz)`,
  phone: sql`case when ${table.phone} = '' then ${phone} else ${table.phone} end`,
  updatedAt: new Date(),
});

const sameContact = (table: ContactTable, agentId: string, email: string) =>
  and(eq(table.agentId, agentId), sql`lower(${table.email}) = lower(${email})`);

/**
 * Makes the booker of a just-confirmed booking a contact of the agent: a buyer, a renter
 * or a buyer's agent, one per e-mail address. Runs in the confirming transaction, which
 * happens once per booking, so each booking is counted once.
 */
export async function upsertContactFromBooking(tx: Tx, booking: Booking): Promise<void> {
  const booker = bookerOf(booking);
  const email = booker.email.trim();
  if (!email) return;
  const at = booking.createdAt;
  const history = { bookingsCount: 1, firstContact: at, lastContact: at };

  if (booking.requesterType === "buyer") {
    const [property] = await tx.select({ address: properties.fullAddress }).from(properties).where(eq(properties.id, booking.propertyId));
    const address = property?.address ?? "";
    const inserted = await tx
      .insert(buyerContacts)
      .values({ agentId: booking.agentId, fullName: booker.name, email, phone: booker.phone, showings: address, ...history })
      .onConflictDoNothing()
      .returning({ id: buyerContacts.id });
    if (inserted.length) return;
    await tx
      .update(buyerContacts)
      .set({
        ...historyUpdate(buyerContacts, at, booker.phone),
        // Latest address first, each address once.
        showings: sql`case when position(${address} in ${buyerContacts.showings}) > 0 or ${address} = '' then ${buyerContacts.showings}
          when ${buyerContacts.showings} = '' then ${address}
          else ${address} || '; ' || ${buyerContacts.showings} end`,
      })
      .where(sameContact(buyerContacts, booking.agentId, email));
    return;
  }

  const table = booking.requesterType === "renter" ? renterContacts : buyerAgentContacts;
  const values = {
    agentId: booking.agentId,
    ...splitName(booker.name),
    email,
    phone: booker.phone,
    ...history,
    ...(booking.requesterType === "renter" ? { leadSource: "Showing booking" } : {}),
  };
  const inserted = await tx.insert(table).values(values).onConflictDoNothing().returning({ id: table.id });
  if (inserted.length) return;
  await tx.update(table).set(historyUpdate(table, at, booker.phone)).where(sameContact(table, booking.agentId, email));
}
