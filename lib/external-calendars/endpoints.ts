import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { calendarParamsSchema, calendarSavedAnswerSchema, connectCalendarSchema } from "./schemas";

/** The agent connects a calendar of their own; its busy times are read in the background. */
export const connectCalendarEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/agent/calendars",
  body: connectCalendarSchema,
  answer: calendarSavedAnswerSchema,
});

/** Reads a connected calendar again now. */
export const refreshCalendarEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/agent/calendars/[id]/refresh",
  params: calendarParamsSchema,
  answer: calendarSavedAnswerSchema,
});

/** Removes a connected calendar and the busy times read from it. */
export const removeCalendarEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/showbook/agent/calendars/[id]",
  params: calendarParamsSchema,
  answer: z.object({ removed: z.literal(true) }),
});
