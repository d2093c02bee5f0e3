import { getTableColumns } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { properties } from "@/db/schema";
import { PROPERTY_ADDRESS_FIELDS } from "@/lib/properties/property-answer";
import { storedScheduleAnswerSchema } from "@/lib/properties/schemas";

/**
 * The property columns any visitor may see (the public property route, the booking, share and
 * embed pages): the one list both the query (`publicPropertyColumns`) and the answer
 * (`publicPropertyAnswerSchema`) are made from. A new public field is one line here. No owner,
 * resident, private instructions or access details.
 */
const PUBLIC_PROPERTY_FIELDS = {
  id: true,
  ...PROPERTY_ADDRESS_FIELDS,
  showingInstructions: true,
  availabilityType: true,
  customAvailability: true,
  status: true,
  bookingApproval: true,
  bufferTimeMinutes: true,
  showingDurationMinutes: true,
  advanceNoticeHours: true,
  propertyPhoto: true,
  occupancyStatus: true,
  isDemo: true,
  shareCount: true,
} as const satisfies Partial<Record<keyof typeof properties.$inferSelect, true>>;

type PublicField = keyof typeof PUBLIC_PROPERTY_FIELDS;

const propertyColumns = getTableColumns(properties);

/** The select list of the public fields, for `db.select({ ...publicPropertyColumns, … })`. */
export const publicPropertyColumns = Object.fromEntries(
  Object.keys(PUBLIC_PROPERTY_FIELDS).map((field) => [field, propertyColumns[field as PublicField]]),
) as Pick<typeof propertyColumns, PublicField>;

/** The public fields as their table types them (the stored schedule read as the form writes it), plus the agent's public profile. */
export const publicPropertyAnswerSchema = createSelectSchema(properties, { customAvailability: storedScheduleAnswerSchema })
  .pick(PUBLIC_PROPERTY_FIELDS)
  .extend({ agent: z.object({ name: z.string(), phone: z.string() }).nullable() });
export type PublicProperty = z.infer<typeof publicPropertyAnswerSchema>;
