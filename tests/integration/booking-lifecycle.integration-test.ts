import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentScope, allAgentsScope } from "@/lib/auth/scope";
import { bookingActivity, bookings } from "@/db/schema";
import { listBookingActivity } from "@/lib/bookings/booking-activity";
import { transition, TransitionRefused } from "@/lib/bookings/lifecycle";
import { bookableDates } from "@/lib/availability/compute-slots";
import { confirmPayment } from "@/lib/bookings/confirm-payment";
import { createPaymentHold } from "@/lib/bookings/create-payment-hold";
import { cancelShowingByAgent } from "@/lib/showings/agent-actions";
import { buyerRequest, createAgent, createConfirmedBooking, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";

const db = useTestDb();

const logOf = async (bookingId: string) =>
  (
    await db.select().from(bookingActivity).where(eq(bookingActivity.bookingId, bookingId)).orderBy(asc(bookingActivity.at), asc(bookingActivity.id))
  ).map(({ actor, actorUserId, event, fromStatus, toStatus, channel, reason }) => ({
    actor,
    actorUserId,
    event,
    fromStatus,
    toStatus,
    channel,
    reason,
  }));

const SYSTEM = { party: "system" } as const;

describe("[bookings] transition and the activity log", () => {
  it("logs each move of a booking's life: the hold, its payment and the agent's cancellation, by whom and through what", async () => {
    const agent = await createAgent(db);
    const property = await createProperty(db, agent.id);
    const now = new Date();
    const date = bookableDates(now, property.timezone)[3];
    const hold = await createPaymentHold(db, null, buyerRequest(property.id, uniqueEmail("pat"), date), now);
    await confirmPayment(db, null, hold.paymentIntentId, new Date(+now + 500));
    await cancelShowingByAgent(db, null, agentScope(agent.id), hold.bookingId, "The owner took it off the market", new Date(+now + 1000));

    expect(await logOf(hold.bookingId)).toEqual([
      {
        actor: "booker",
        actorUserId: null,
        event: "hold",
        fromStatus: null,
        toStatus: "pending_payment",
        channel: "api",
        reason: null,
      },
      {
        actor: "booker",
        actorUserId: null,
        event: "pay",
        fromStatus: "pending_payment",
        toStatus: "confirmed",
        channel: "api",
        reason: null,
      },
      {
        actor: "user",
        actorUserId: agent.id,
        event: "agent_cancel",
        fromStatus: "confirmed",
        toStatus: "cancelled",
        channel: "dashboard",
        reason: "The owner took it off the market",
      },
    ]);
  });

  it("refuses an illegal move with a 409 that says why, and writes nothing", async () => {
    const booking = await createConfirmedBooking(db, { occupied: false });
    const attempt = db.transaction((tx) =>
      transition(tx, booking, "approve", {
        actor: SYSTEM,
        channel: "job",
        now: new Date(),
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(TransitionRefused);
    await expect(attempt).rejects.toMatchObject({
      code: "conflict",
      message: 'This booking is confirmed, so "approved" cannot be done now.',
    });
    const [unchanged] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(unchanged).toMatchObject({
      status: "confirmed",
      updatedAt: booking.updatedAt,
    });
    expect(await logOf(booking.id)).toEqual([]);
  });

  it("gives exactly one outcome when two moves of one booking race", async () => {
    for (let round = 0; round < 5; round += 1) {
      const booking = await createConfirmedBooking(db, { occupied: false });
      const now = new Date();
      const outcomes = await Promise.allSettled([
        db.transaction((tx) =>
          transition(tx, booking, "agent_cancel", {
            actor: { party: "user", userId: booking.agentId },
            channel: "dashboard",
            now,
          }),
        ),
        db.transaction((tx) =>
          transition(tx, booking, "complete", {
            actor: SYSTEM,
            channel: "job",
            now,
          }),
        ),
      ]);
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const lost = outcomes.filter((outcome) => outcome.status === "rejected");
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(TransitionRefused);
      const [final] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(final.status).toBe(won[0].value.status);
      const log = await logOf(booking.id);
      expect(log).toHaveLength(1);
      expect(log[0].toStatus).toBe(final.status);
    }
  });

  it("shows the history only to whoever may see the booking, its times in the property's zone", async () => {
    const booking = await createConfirmedBooking(db, { occupied: false });
    await cancelShowingByAgent(db, null, agentScope(booking.agentId), booking.id, "");
    const stranger = await createAgent(db);
    await expect(listBookingActivity(db, agentScope(stranger.id), booking.id)).rejects.toMatchObject({ code: "not_found" });

    const [line] = await listBookingActivity(db, agentScope(booking.agentId), booking.id);
    expect(line).toMatchObject({
      who: "Agent",
      what: "Cancelled",
      change: "Confirmed → Cancelled",
      channel: "dashboard",
      reason: "Cancelled by the listing agent",
    });
    expect(line.when).toMatch(/ P[SD]T$/);
    const [asAdmin] = await listBookingActivity(db, allAgentsScope({ id: stranger.id, isAdmin: true }), booking.id);
    expect(asAdmin.who).toBe("Agent");
  });

  it("keeps the log append-only", async () => {
    const booking = await createConfirmedBooking(db, { occupied: false });
    await cancelShowingByAgent(db, null, agentScope(booking.agentId), booking.id, "");
    await expect(db.update(bookingActivity).set({ reason: "rewritten" }).where(eq(bookingActivity.bookingId, booking.id))).rejects.toThrow();
    await expect(db.delete(bookingActivity).where(eq(bookingActivity.bookingId, booking.id))).rejects.toThrow();
    await db.delete(bookings).where(eq(bookings.id, booking.id));
    expect(await logOf(booking.id)).toEqual([]);
  });
});
