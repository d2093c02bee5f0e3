import { z } from "zod";

/** The agent's private subscription address, as `/api/showbook/calendar-feed` answers it. */
const calendarFeedAddressSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;
export const calendarFeedAnswerSchema = z.object({ calendarFeed: calendarFeedAddressSchema });
