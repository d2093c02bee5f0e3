import { defineEndpoint } from "@/lib/api/endpoint";
import { calendarAnswerSchema, calendarQuerySchema, completedQuerySchema, completedShowingsPageSchema } from "./schemas";

/** The agent's showings in a window of days, for the calendar. */
export const calendarDataEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/showbook/calendar-data",
  query: calendarQuerySchema,
  answer: calendarAnswerSchema,
});

/** One page of the agent's completed showings, filtered and sorted. */
export const completedShowingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/showbook/completed-showings",
  query: completedQuerySchema,
  answer: completedShowingsPageSchema,
});
