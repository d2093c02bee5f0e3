/** The one list of the days of the week, Monday first, as schedules, business days and calendars read them. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** "Mon": a calendar's column heading. */
export const shortWeekdayLabel = (weekday: Weekday) => WEEKDAY_LABELS[weekday].slice(0, 3);
