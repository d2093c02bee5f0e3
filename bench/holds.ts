/**
 * Booking holds (create-payment-intent in mock mode, every request a distinct free slot) next
 * to pgbench's -N TPS on the same database with the same 50 connections.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import postgres from "postgres";
import type { BenchContext } from "./run";
import { measurePgbench, round, toThroughput } from "./lib/measure";

const CONNECTIONS = 50;
const allDay = { enabled: true, start: "00:00", end: "23:30" };
const everyDayAllDay = Object.fromEntries(
  ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, allDay]),
);

type Slot = { date: string; time: string };

/** Every free slot of the property as the booking page offers it, after opening its schedule round the clock. */
async function openAllSlots(ctx: BenchContext): Promise<Slot[]> {
  const sql = postgres(ctx.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`update properties set custom_availability = ${sql.json(everyDayAllDay)}, buffer_time_minutes = 0, availability_type = 'custom' where id = ${ctx.demoProperty.id}`;
  } finally {
    await sql.end();
  }
  const response = await fetch(`${ctx.appUrl}/api/showbook/public/property/${ctx.demoProperty.id}/availability`);
  if (!response.ok) throw new Error(`the availability of the bench property answered ${response.status}`);
  const body = (await response.json()) as { days: { date: string; slots: { time: string; available: boolean }[] }[] };
  return body.days.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, time: slot.time })));
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>> {
  const slots = await openAllSlots(ctx);
  const amount = Math.min(slots.length, Number(process.env.BENCH_HOLDS ?? 400));
  let next = 0;
  const result = await autocannon({
    url: `${ctx.appUrl}/api/payments/create-payment-intent`,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const slot = slots[next % slots.length];
          next += 1;
          // Distinct addresses and e-mails: the per-IP and per-address limits are not what is measured.
          return {
            ...request,
            headers: { "content-type": "application/json", origin: ctx.appUrl, "x-forwarded-for": `10.13.${next >> 8}.${next & 255}` },
            body: JSON.stringify({
              bookingData: {
                propertyId: ctx.demoProperty.id,
                requesterType: "buyer",
                name: "Bench Booker",
                email: `bench-${randomUUID()}@bench.showbook.app`,
                phone: "(415) 555-0100",
                date: slot.date,
                time: slot.time,
                termsAccepted: true,
              },
            }),
          };
        },
      },
    ],
  });
  const holds = toThroughput(result);
  const pgbench = await measurePgbench(ctx.databaseUrl, CONNECTIONS);
  const ratio = holds.requestsPerSecond / pgbench.tps;
  return {
    requests: amount,
    holds,
    pgbench,
    ratio: round(ratio),
    goal: "≥ 0.25 and p99 < 150 ms",
    met: ratio >= 0.25 && holds.p99Ms < 150,
  };
}
