/** The spec's reasons, word for word, why a slot cannot be booked. */
export const REASONS = {
  noProperty: "Property data not available",
  notConfigured: "Property has not configured custom availability",
  noScheduleForDay: "Schedule not available for this day",
  dayDisabled: "Showings are not available on this day",
  /** `start` and `end` on the twelve-hour clock ("9:00 AM"), as every time the app shows. */
  outsideHours: (start: string, end: string, day: string) =>
    `Showings are only available between ${start} and ${end} on ${day}`,
  conflict: "Time slot conflicts with an existing showing",
  tooSoon: (hours: number) => `Showings must be booked at least ${hours} hours in advance`,
  dateBlocked: (date: string) => `The agent is not offering showings on ${date}. Please choose another date.`,
  invalidTime: "This time does not exist on that day in the property's time zone",
} as const;
