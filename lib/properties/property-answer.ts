import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { properties, propertyPeople } from "@/db/schema";
import { jsonTimestamp, recordId } from "@/lib/api/answers";
import { WEEKDAYS } from "@/lib/time/weekdays";
import { CONFIRMATION_STAGES, CONFIRMING_PARTIES } from "@/lib/vocabulary/booking-status";
import { storedScheduleAnswerSchema } from "./schemas";

/** Where a property is and its page's path, which the agent's answer and the public one both show. */
export const PROPERTY_ADDRESS_FIELDS = {
  slug: true,
  addressLine1: true,
  unitNumber: true,
  city: true,
  state: true,
  zipCode: true,
  fullAddress: true,
  timezone: true,
} as const satisfies Partial<Record<keyof typeof properties.$inferSelect, true>>;

/** The property's own columns the agent's dashboard shows: the settings, the address and the links to its owner and resident. */
const PROPERTY_ANSWER_FIELDS = {
  id: true,
  agentId: true,
  ...PROPERTY_ADDRESS_FIELDS,
  privateShowingInstructions: true,
  showingInstructions: true,
  accessDetails: true,
  accessWindowHours: true,
  customAvailability: true,
  status: true,
  bookingApproval: true,
  bufferTimeMinutes: true,
  advanceNoticeHours: true,
  occupancyStatus: true,
  propertyPhoto: true,
  landlordId: true,
  residentId: true,
  forSaleNoticeGivenOn: true,
  shareFeedbackComments: true,
  confirmations: true,
} as const satisfies Partial<Record<keyof typeof properties.$inferSelect, true>>;

/** Its linked owner's and resident's details the dashboard shows, as `propertyPeople` reads them. */
const PROPERTY_PEOPLE_FIELDS = {
  ownerType: true,
  ownerFirstName: true,
  ownerLastName: true,
  ownerEntityName: true,
  ownerPhone: true,
  ownerEmail: true,
  residentFirstName: true,
  residentLastName: true,
  residentPhone: true,
  residentEmail: true,
} as const satisfies Partial<Record<keyof typeof propertyPeople.$inferSelect, true>>;

/**
 * A property as the agent's dashboard shows it (lib/properties/list-properties.ts's list item,
 * in JSON): its columns as their table types them (the stored schedule and confirmers read as
 * the form writes them) and its people's as the `propertyPeople` view types them, with its counts, the resident's standing consent, the public holidays
 * the booking page skips, the resident's times that never suit, and its agent.
 */
export const propertyAnswerSchema = createSelectSchema(properties, {
  customAvailability: storedScheduleAnswerSchema,
  confirmations: z.array(z.object({ party: z.enum(CONFIRMING_PARTIES), stage: z.enum(CONFIRMATION_STAGES) })),
})
  .pick(PROPERTY_ANSWER_FIELDS)
  .extend(createSelectSchema(propertyPeople).pick(PROPERTY_PEOPLE_FIELDS).shape)
  .extend({
    bookedCount: z.number(),
    hasBookings: z.boolean(),
    upcomingCount: z.number(),
    otherHoursConsentAt: jsonTimestamp.nullable(),
    holidaysAhead: z.array(z.object({ date: z.string(), name: z.string() })),
    unsuitableTimes: z.array(z.object({ weekdays: z.array(z.enum(WEEKDAYS)), startTime: z.string(), endTime: z.string() })),
    agent: z.object({ id: recordId, email: z.string(), name: z.string(), phone: z.string(), contactEmail: z.string() }),
  });
export type PropertyAnswer = z.infer<typeof propertyAnswerSchema>;
