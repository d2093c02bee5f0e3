export type CalendarKind = "apple" | "google" | "outlook";

/** The spec's device rule: Apple devices download .ics, Android opens Google, Windows Outlook; else Google. */
export function preferredCalendar(userAgent: string): CalendarKind {
  if (/Macintosh|Mac OS X|iPhone|iPad|iPod/i.test(userAgent)) return "apple";
  if (/Android/i.test(userAgent)) return "google";
  if (/Windows/i.test(userAgent)) return "outlook";
  return "google";
}
