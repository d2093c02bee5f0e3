import { and, eq, inArray, like } from "drizzle-orm";
import type { Db } from "@/db/client";
import { bookingPageViews, bookings, notificationEvents, notifications, properties, renterContacts, type RequesterType } from "@/db/schema";
import { addDays, fromLocal, toLocal } from "@/lib/time/zoned-time";
import { onBookingConfirmed } from "@/lib/bookings/on-booking-confirmed";
import { blockedPeriod } from "@/lib/bookings/ledger/blocked-period";
import { isBusinessDay } from "@/lib/compliance/business-hours";
import { publicHolidayOn } from "@/lib/compliance/holidays";
import { recordCompliance } from "@/lib/compliance/record-compliance";
import { agentScope } from "@/lib/auth/scope";
import { BOOKING_FEE_CENTS, SHOWING_DURATION_MINUTES } from "@/lib/constants";
import { syncProspects } from "@/lib/prospects/prospects";

const PREFIX = "SB-DEMO";
// Visitors of each demo property's booking and share pages over the last 60 days who did not book.
const BROWSING_VISITS = { vacant: 120, occupied: 70 };
const HOUR = 3_600_000;

const PEOPLE: { name: string; email: string; phone: string; type: RequesterType }[] = [
  { name: "Emma Chen", email: "emma.chen@example.com", phone: "(415) 555-0111", type: "buyer" },
  { name: "Noah Patel", email: "noah.patel@example.com", phone: "(415) 555-0112", type: "buyer" },
  { name: "Sofia Garcia", email: "sofia.garcia@example.com", phone: "(510) 555-0113", type: "renter" },
  { name: "Liam Johnson", email: "liam.johnson@example.com", phone: "(510) 555-0114", type: "renter" },
  { name: "Ava Brooks", email: "ava.brooks@bayrealty.example", phone: "(415) 555-0115", type: "buyers_agent" },
  { name: "Mia Wong", email: "mia.wong@example.com", phone: "(650) 555-0116", type: "renter" },
  { name: "Ethan Rivera", email: "ethan.rivera@example.com", phone: "(650) 555-0117", type: "buyer" },
  { name: "Olivia Smith", email: "olivia.smith@eastbayhomes.example", phone: "(510) 555-0118", type: "buyers_agent" },
];

type Plan = { day: number; time: string; occupied: boolean; person: number; status: "confirmed" | "completed" | "cancelled" | "no_show"; noticeHours?: number; feedback?: string };

// Days relative to today: 90 days back to 14 ahead; occupied-unit showings sit in business hours on weekdays.
const PLANS: Plan[] = [
  { day: -88, time: "10:00", occupied: false, person: 1, status: "completed" },
  { day: -81, time: "11:30", occupied: true, person: 2, status: "completed" },
  { day: -74, time: "14:00", occupied: false, person: 0, status: "completed", feedback: "Loved the light in the living room." },
  { day: -66, time: "10:30", occupied: true, person: 3, status: "cancelled" },
  { day: -59, time: "15:00", occupied: false, person: 4, status: "completed" },
  { day: -52, time: "13:00", occupied: true, person: 5, status: "completed" },
  { day: -45, time: "11:00", occupied: false, person: 6, status: "no_show" },
  { day: -38, time: "10:00", occupied: true, person: 2, status: "completed", feedback: "Great layout; kitchen is small." },
  { day: -31, time: "16:00", occupied: false, person: 0, status: "completed" },
  { day: -26, time: "14:30", occupied: true, person: 7, status: "completed", noticeHours: 20 },
  { day: -22, time: "09:30", occupied: false, person: 1, status: "cancelled" },
  { day: -18, time: "11:00", occupied: true, person: 3, status: "completed" },
  { day: -15, time: "13:30", occupied: false, person: 4, status: "completed", feedback: "Clients want a second look." },
  { day: -12, time: "10:00", occupied: true, person: 5, status: "no_show" },
  { day: -9, time: "15:30", occupied: false, person: 6, status: "completed" },
  { day: -6, time: "14:00", occupied: true, person: 2, status: "completed" },
  { day: -4, time: "10:30", occupied: false, person: 0, status: "completed" },
  { day: -2, time: "12:00", occupied: true, person: 7, status: "cancelled" },
  { day: 2, time: "10:00", occupied: false, person: 1, status: "confirmed" },
  { day: 3, time: "11:00", occupied: true, person: 3, status: "confirmed" },
  { day: 5, time: "14:00", occupied: false, person: 4, status: "confirmed" },
  { day: 6, time: "13:00", occupied: true, person: 5, status: "confirmed" },
  { day: 8, time: "16:00", occupied: false, person: 6, status: "cancelled" },
  { day: 9, time: "10:30", occupied: true, person: 0, status: "confirmed" },
  { day: 12, time: "15:00", occupied: false, person: 7, status: "confirmed" },
];

/**
 * Moves a day of an occupied unit that is no business day (a weekend or a public holiday) to
 * one: a past showing to the business day before, a future one to the business day after, so
 * neither crosses today whatever today is.
 */
function weekday(date: string, past: boolean): string {
  let day = date;
  while (!isBusinessDay(day, publicHolidayOn)) day = addDays(day, past ? -1 : 1);
  return day;
}

/**
 * The demo agent's showings over the past 90 days and the next 14: confirmed, completed,
 * cancelled and no-show, each confirmed through the booking hook (notices, compliance,
 * contacts), its notices delivered, then prospects synced. Runs once: the fixed
 * confirmation-number prefix marks them.
 */
export async function seedDemoShowings(db: Db, agentId: string, slugs: { vacant: string; occupied: string }, now = new Date()): Promise<void> {
  const [seeded] = await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.agentId, agentId), like(bookings.confirmationNumber, `${PREFIX}-%`))).limit(1);
  if (seeded) return;
  const demoProperties = await db.select().from(properties).where(and(eq(properties.agentId, agentId), inArray(properties.slug, [slugs.vacant, slugs.occupied])));
  const vacant = demoProperties.find((property) => property.slug === slugs.vacant);
  const occupied = demoProperties.find((property) => property.slug === slugs.occupied);
  if (!vacant || !occupied) return;

  const today = toLocal(now, vacant.timezone).date;
  // Confirmation numbers are unique across agents, so the agent's id is part of them.
  const numberOf = (index: number) => `${PREFIX}-${agentId.slice(0, 8).toUpperCase()}-${String(index + 1).padStart(3, "0")}`;
  await db.transaction(async (tx) => {
    for (const [index, plan] of PLANS.entries()) {
      const property = plan.occupied ? occupied : vacant;
      const date = plan.occupied ? weekday(addDays(today, plan.day), plan.day < 0) : addDays(today, plan.day);
      const startsAt = fromLocal(date, plan.time, property.timezone)!;
      const endsAt = new Date(+startsAt + SHOWING_DURATION_MINUTES * 60_000);
      const person = PEOPLE[plan.person];
      const bookedAt = new Date(Math.min(+startsAt - (plan.noticeHours ?? 24 * 4) * HOUR, +now - (PLANS.length - index) * HOUR));
      const agentFields = person.type === "buyers_agent" ? { buyerAgentName: person.name, buyerAgentEmail: person.email, buyerAgentPhone: person.phone } : {};
      const [booking] = await tx
        .insert(bookings)
        .values({
          propertyId: property.id,
          agentId,
          confirmationNumber: numberOf(index),
          manageToken: `demo-manage-${agentId}-${index}`,
          status: "confirmed",
          startsAt,
          endsAt,
          blockedPeriod: blockedPeriod(startsAt, endsAt, property.bufferTimeMinutes),
          showingDate: date,
          showingTime: plan.time,
          requesterType: person.type,
          buyerName: person.name,
          buyerEmail: person.email,
          buyerPhone: person.phone,
          ...agentFields,
          feeCents: BOOKING_FEE_CENTS,
          paymentStatus: "mock",
          paidAt: bookedAt,
          createdAt: bookedAt,
          updatedAt: bookedAt,
        })
        .returning();
      await onBookingConfirmed(tx, booking);
      // The booker's visit of the booking page, which ended in this booking.
      await tx.insert(bookingPageViews).values({ propertyId: property.id, visitorKey: `demo-booker-${index}`, day: bookedAt.toISOString().slice(0, 10), bookedAt });

      // The local transport's work: every notice sent a minute after booking and delivered a minute later.
      const sentAt = new Date(+bookedAt + 60_000);
      const deliveredAt = new Date(+sentAt + 60_000);
      const delivered = await tx
        .update(notifications)
        .set({ status: "delivered", provider: "local", sentAt, deliveredAt, attempts: 1, updatedAt: deliveredAt })
        .where(eq(notifications.bookingId, booking.id))
        .returning({ id: notifications.id });
      await tx.insert(notificationEvents).values(delivered.flatMap(({ id }) => [
        { notificationId: id, type: "sent", createdAt: sentAt },
        { notificationId: id, type: "delivered", createdAt: deliveredAt },
      ]));
      await recordCompliance(tx, booking.id);

      if (plan.status !== "confirmed") {
        await tx
          .update(bookings)
          .set({
            status: plan.status,
            ...(plan.status === "completed" ? { completedAt: endsAt, feedback: plan.feedback ?? "" } : {}),
            ...(plan.status === "cancelled" ? { cancelledAt: new Date(Math.min(+startsAt - HOUR * 30, +now)), cancellationReason: "Buyer's plans changed" } : {}),
            updatedAt: endsAt < now ? endsAt : now,
          })
          .where(eq(bookings.id, booking.id));
      }
    }

    // One SMS that never arrived, so the overview shows a failed notice.
    const [failed] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(bookings, eq(bookings.id, notifications.bookingId))
      .where(and(eq(bookings.confirmationNumber, numberOf(19)), eq(notifications.channel, "sms"), eq(notifications.recipientRole, "buyer")));
    if (failed) {
      await tx
        .update(notifications)
        .set({ status: "failed", failedAt: new Date(+now - 2 * HOUR), lastError: "Carrier rejected the message (unreachable number)" })
        .where(eq(notifications.id, failed.id));
      await tx.insert(notificationEvents).values({ notificationId: failed.id, type: "failed", detail: { reason: "unreachable number" } });
    }

    // Renters who told us more about their search score higher.
    await tx
      .update(renterContacts)
      .set({ budgetMin: 2500, budgetMax: 3200, moveInDate: addDays(today, 30), bedroomsDesired: 2, bathroomsDesired: 1, preferredAreas: "Oakland, Berkeley", pets: "One cat" })
      .where(and(eq(renterContacts.agentId, agentId), eq(renterContacts.email, PEOPLE[2].email)));
    for (const [property, visits] of [[vacant, BROWSING_VISITS.vacant], [occupied, BROWSING_VISITS.occupied]] as const) {
      await tx.insert(bookingPageViews).values(
        Array.from({ length: visits }, (_, visit) => ({ propertyId: property.id, visitorKey: `demo-visitor-${visit}`, day: addDays(today, -(visit % 60)) })),
      );
    }
  });
  await syncProspects(db, agentScope(agentId));
}
