import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { properties, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { membershipOf } from "@/lib/auth/acting-scope";
import { allAgentsScope, type ActingUser, type AgentScope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { composeFullAddress } from "./format";
import { getProperty, type PropertyListItem } from "./list-properties";
import type { AdminCreatePropertyInput, CreatePropertyInput } from "./schemas";
import { generatePropertySlug } from "./slug";
import { timezoneForState } from "./states";

/** A listing made by an office member is the office's (it stays with the office if the agent leaves). */
async function insertProperty(db: Db, agentId: string, input: CreatePropertyInput) {
  const membership = await membershipOf(db, agentId);
  const [property] = await db
    .insert(properties)
    .values({
      agentId,
      officeId: membership?.officeId ?? null,
      slug: generatePropertySlug(),
      addressLine1: input.addressLine1,
      unitNumber: input.unitNumber,
      city: input.city,
      state: input.state,
      zipCode: input.zipCode,
      fullAddress: composeFullAddress(input),
      timezone: timezoneForState(input.state),
      availabilityType: "custom",
      customAvailability: input.customAvailability,
      privateShowingInstructions: input.privateShowingInstructions,
      accessDetails: input.accessDetails,
      accessWindowHours: input.accessWindowHours,
      bufferTimeMinutes: input.bufferTimeMinutes,
    })
    .returning({ id: properties.id });
  return property.id;
}

export async function createProperty(db: Db, scope: AgentScope, input: CreatePropertyInput): Promise<PropertyListItem> {
  const id = await insertProperty(db, scope.userId, input);
  return getProperty(db, scope, id, new Date());
}

/** Admin only: lists a property on behalf of another agent. */
export async function createPropertyForAgent(
  db: Db,
  admin: ActingUser,
  { agentId, ...input }: AdminCreatePropertyInput,
): Promise<PropertyListItem> {
  const scope = allAgentsScope(admin);
  const [agent] = isUuid(agentId) ? await db.select({ id: users.id }).from(users).where(eq(users.id, agentId)) : [];
  if (!agent) throw new AppError("not_found", "Agent not found");
  const id = await insertProperty(db, agentId, input);
  return getProperty(db, scope, id, new Date());
}
