import { z } from "zod";

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
