import { z } from "zod";
import { defineEndpoint } from "@/lib/api/endpoint";
import { jsonTimestamp, recordId } from "@/lib/api/answers";
import { TIME_OPTIONS } from "@/lib/availability/weekly-schedule";
import { WEEKDAYS } from "@/lib/time/weekdays";

/** Rules a resident may keep at once at one listing. */
export const MAX_UNSUITABLE_TIMES = 20;

const timeOption = (message: string) => z.string({ error: message }).refine((value) => TIME_OPTIONS.includes(value), message);

/** A time that never suits: at least one weekday, a start and an end on the half hour, the end after the start. */
export const unsuitableTimeSchema = z
  .object({
    weekdays: z
      .array(z.enum(WEEKDAYS, { error: "Choose days of the week" }), { error: "Choose at least one day" })
      .min(1, "Choose at least one day")
      .max(WEEKDAYS.length)
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    startTime: timeOption("Choose a start time"),
    endTime: timeOption("Choose an end time"),
  })
  .refine((rule) => rule.endTime > rule.startTime, { message: "The end time must be after the start time", path: ["endTime"] });
export type UnsuitableTimeInput = z.infer<typeof unsuitableTimeSchema>;

const token = z.string({ error: "This link is invalid" }).min(1, "This link is invalid").max(500, "This link is invalid");

export const addUnsuitableTimeInput = z.object({ token, rule: unsuitableTimeSchema });
export const removeUnsuitableTimeInput = z.object({ token, ruleId: z.uuid({ error: "Choose a time to remove" }) });

const agentParams = z.object({ id: z.string() });

/** The record of one time, as the agent's view answers it. */
const recordRowAnswer = z.object({
  id: recordId,
  weekdays: z.array(z.enum(WEEKDAYS)),
  startTime: z.string(),
  endTime: z.string(),
  addedAt: jsonTimestamp,
  removedAt: jsonTimestamp.nullable(),
});

export const occupantPreferencesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/showbook/properties/[id]/occupant-preferences",
  params: agentParams,
  answer: z.object({
    occupantPreferences: z.object({
      propertyId: recordId,
      address: z.string(),
      timeZone: z.string(),
      residentName: z.string(),
      reachable: z.boolean(),
      url: z.string(),
      record: z.array(recordRowAnswer),
    }),
  }),
});

export const renewOccupantLinkEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/properties/[id]/occupant-preferences/renew",
  params: agentParams,
  answer: z.object({ url: z.string() }),
});

export const sendOccupantLinkEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/showbook/properties/[id]/occupant-preferences/send",
  params: agentParams,
  answer: z.object({ ok: z.literal(true) }),
});
