/**
 * Booking holds (create-payment-intent in mock mode, every request a distinct free slot) next
 * to pgbench's -N TPS on the same database with the same 50 connections; when the goal is not
 * met, a profiled server takes more holds to show where their time goes.
 */
import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import autocannon from "autocannon";
import postgres from "postgres";
import type { BenchContext } from "./run";
import { measurePgbench, round, toThroughput } from "./lib/measure";
import { largestAreas, profileServer } from "./lib/profile";

const CONNECTIONS = 50;
const PROFILED_HOLDS = 300;
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

/** Takes `amount` holds on the next free slots, from distinct addresses and e-mails (their limits are not what is measured). */
function takeHolds(baseUrl: string, propertyId: string, slots: Iterator<Slot>, amount: number, connections: number) {
  let sent = 0;
  return autocannon({
    url: `${baseUrl}/api/payments/create-payment-intent`,
    connections,
    amount,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const slot = slots.next();
          if (slot.done) throw new Error("the bench property has no free slot left");
          sent += 1;
          return {
            ...request,
            headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": `10.${13 + (sent >> 16)}.${(sent >> 8) & 255}.${sent & 255}` },
            body: JSON.stringify({
              bookingData: {
                propertyId,
                requesterType: "buyer",
                name: "Bench Booker",
                email: `bench-${randomUUID()}@bench.showbook.app`,
                phone: "(415) 555-0100",
                date: slot.value.date,
                time: slot.value.time,
                termsAccepted: true,
              },
            }),
          };
        },
      },
    ],
  });
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>> {
  const slots = await openAllSlots(ctx);
  const amount = Math.min(Math.floor(slots.length / 2), Number(process.env.BENCH_HOLDS ?? 400));
  const free = slots[Symbol.iterator]();
  const holds = toThroughput(await takeHolds(ctx.appUrl, ctx.demoProperty.id, free, amount, CONNECTIONS));
  const pgbench = await measurePgbench(ctx.databaseUrl, CONNECTIONS);
  const ratio = holds.requestsPerSecond / pgbench.tps;
  const met = ratio >= 0.25 && holds.p99Ms < 150;
  if (met) return { requests: amount, holds, pgbench, ratio: round(ratio), goal: "≥ 0.25 and p99 < 150 ms", met };

  const port = Number(new URL(ctx.appUrl).port) + 3;
  const profiledHolds = Math.min(PROFILED_HOLDS, slots.length - amount - 60);
  const profile = await profileServer("holds", ctx.databaseUrl, port, async (baseUrl, warmUp) => {
    const count = warmUp ? 50 : profiledHolds;
    await takeHolds(baseUrl, ctx.demoProperty.id, free, count, 4);
    return count;
  });
  const cores = availableParallelism();
  const goalRps = Math.round(0.25 * pgbench.tps);
  const standsInTheWay =
    `Each hold costs ${profile.serverCpuMsPerRequest} ms of CPU in the app's server and ${profile.postgresCpuMsPerRequest} ms in PostgreSQL ` +
    `(${largestAreas(profile)}; profile ${profile.profile}); ${cores} cores allow at most ${profile.cpuBoundRequestsPerSecond} holds/s at that cost ` +
    `(measured ${holds.requestsPerSecond}/s with 50 connections, so the p99 is the queue behind the CPU); the goal, ${goalRps} holds/s, ` +
    `needs at most ${round((cores * 1000) / goalRps, 2)} ms of CPU per hold, about what pgbench spends on one transaction of three statements.`;
  return { requests: amount, holds, pgbench, ratio: round(ratio), goal: "≥ 0.25 and p99 < 150 ms", met, standsInTheWay, profile };
}
