/** Times the availability engine on 15 bookable days with 500 existing bookings. */
import { bookableDates, computeSlots, type ExistingBooking } from "@/lib/availability/compute-slots";
import { fromLocal } from "@/lib/time/zoned-time";

const TIME_ZONE = "America/Los_Angeles";
const BOOKINGS = 500;
const RUNS = 200;

const day = { enabled: true, start: "00:00", end: "23:30" };
const property = {
  customAvailability: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day },
  bufferTimeMinutes: 15,
  timezone: TIME_ZONE,
  advanceNoticeHours: 24,
};

export async function run(): Promise<Record<string, unknown>> {
  const now = new Date();
  const dates = bookableDates(now, TIME_ZONE);
  const bookings = Array.from({ length: BOOKINGS }, (_, index): ExistingBooking => {
    const date = dates[index % dates.length];
    const minutes = ((index * 37) % 47) * 30;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const startsAt = fromLocal(date, time, TIME_ZONE) ?? new Date(`${date}T12:00:00Z`);
    return { startsAt, endsAt: new Date(+startsAt + 30 * 60_000), status: index % 10 === 0 ? "cancelled" : "confirmed" };
  }).reverse();

  // Warm up the JIT and the Intl formatter cache before measuring.
  for (let warmUp = 0; warmUp < 20; warmUp += 1) computeSlots(property, bookings, { now });

  const timings: number[] = [];
  let slots = 0;
  let available = 0;
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    const started = process.hrtime.bigint();
    const days = computeSlots(property, bookings, { now });
    timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    slots = days.reduce((sum, d) => sum + d.slots.length, 0);
    available = days.reduce((sum, d) => sum + d.slots.filter((s) => s.available).length, 0);
  }
  timings.sort((a, b) => a - b);
  const percentile = (p: number) => Number(timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(3));

  return {
    benchmark: "computeSlots for 15 days",
    days: dates.length,
    bookings: BOOKINGS,
    slotsPerRun: slots,
    availableSlotsPerRun: available,
    runs: RUNS,
    ms: { min: percentile(0), median: percentile(50), p95: percentile(95), max: percentile(100) },
  };
}
