import { z } from "zod";
import { jsonTimestamp } from "@/lib/api/answers";

const address = z
  .url({
    protocol: /^https?$/,
    message: "Enter the calendar's address, starting with https://",
  })
  .max(2000, "The calendar address is too long");

/** Connecting a calendar: a secret iCal address, or a CalDAV collection with a user and an app password. */
export const connectCalendarSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ics"), url: address }),
  z.object({
    kind: z.literal("caldav"),
    url: address,
    username: z.string().trim().min(1, "Enter the CalDAV user name").max(200),
    password: z.string().min(1, "Enter the app password").max(500),
  }),
]);

export type ConnectCalendarInput = z.infer<typeof connectCalendarSchema>;

export const calendarParamsSchema = z.object({
  id: z.uuid("Calendar not found"),
});

/** A connected calendar in answers and on the profile page: never the password. */
export const calendarAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(["ics", "caldav"]),
  url: z.string(),
  username: z.string().nullable(),
  lastSyncedAt: jsonTimestamp.nullable(),
  lastError: z.string().nullable(),
  busyCount: z.number(),
  reading: z.boolean(),
});
export type CalendarRecord = z.infer<typeof calendarAnswerSchema>;
export const calendarSavedAnswerSchema = z.object({ calendar: calendarAnswerSchema });
