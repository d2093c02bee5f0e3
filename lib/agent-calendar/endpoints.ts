import { defineEndpoint } from "@/lib/api/endpoint";
import { calendarFeedAnswerSchema } from "./schemas";

/** The signed-in agent's private calendar subscription address. */
export const calendarFeedEndpoint = defineEndpoint({ method: "GET", path: "/api/showbook/calendar-feed", answer: calendarFeedAnswerSchema });

/** Revokes the address: the old one answers 404 from now on; the answer carries the new one. */
export const renewCalendarFeedEndpoint = defineEndpoint({ method: "DELETE", path: "/api/showbook/calendar-feed", answer: calendarFeedAnswerSchema });
