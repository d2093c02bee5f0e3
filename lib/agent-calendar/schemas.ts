import { z } from "zod";

/** The agent's private subscription address, as `/api/showbook/calendar-feed` answers it. */
export const calendarFeedAnswerSchema = z.object({ calendarFeed: z.object({ url: z.string(), webcalUrl: z.string() }) });
