import { describe, expect, it } from "vitest";
import { compactDays, expandDays } from "@/components/booking/compact-days";
import { toDayOptions } from "@/lib/bookings/day-options";
import type { DaySlots } from "@/lib/availability/compute-slots";
import { REASONS } from "@/lib/availability/reasons";

const slot = (date: string, time: string, reason: string | null) => ({
  time,
  startsAt: new Date(`${date}T${time}:00Z`),
  endsAt: new Date(`${date}T${time}:00Z`),
  available: reason === null,
  reason,
  conflicts: [],
});

const days: DaySlots[] = [
  {
    date: "2026-03-02",
    weekday: "monday",
    slots: [
      slot("2026-03-02", "09:00", REASONS.tooSoon(24)),
      slot("2026-03-02", "09:30", REASONS.conflict),
      slot("2026-03-02", "12:00", null),
      slot("2026-03-02", "13:30", REASONS.conflict),
    ],
  },
  { date: "2026-03-08", weekday: "sunday", slots: [slot("2026-03-08", "00:30", null), slot("2026-03-08", "23:30", null)] },
];

describe("[booking] the days the booking form's island is given", () => {
  it("expand to the day options they were made from: labels, zones, availability and reasons", () => {
    const options = toDayOptions(days, "America/Los_Angeles");
    expect(expandDays(compactDays(options))).toEqual(options);
  });

  it("name each refusal once and mark a refused slot without a reason", () => {
    const options = toDayOptions(days, "America/Los_Angeles");
    options[1].slots[1] = { ...options[1].slots[1], available: false, reason: null };
    const compact = compactDays(options);
    expect(compact.reasons).toEqual([REASONS.tooSoon(24), REASONS.conflict]);
    expect(compact.days.map((day) => day[3])).toEqual(["09:00!0,09:30!1,12:00,13:30!1", "00:30,23:30!"]);
    expect(expandDays(compact)).toEqual(options);
  });

  it("keep a day without slots and an empty list", () => {
    expect(expandDays(compactDays([]))).toEqual([]);
    const empty = [{ date: "2026-03-02", label: "Monday, March 2", zone: "Pacific Time (PST)", slots: [] }];
    expect(expandDays(compactDays(empty))).toEqual(empty);
  });
});
