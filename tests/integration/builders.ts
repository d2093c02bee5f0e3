import { randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import { properties, users, type NewProperty, type User, type WeeklySchedule } from "@/db/schema";
import { generateAnonymousUsername } from "@/lib/auth/anonymous-username";
import { uniqueEmail } from "./db";

export const allWeekSchedule = (start = "09:00", end = "17:00"): WeeklySchedule => {
  const day = { enabled: true, start, end };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
};

/** An agent account; the password hash is a placeholder, so it cannot sign in. */
export async function createAgent(db: Db, label = "agent"): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(label),
      passwordHash: "not-a-real-hash",
      anonymousUsername: `${generateAnonymousUsername()}-${randomUUID().slice(0, 8)}`,
    })
    .returning();
  return user;
}

export async function createProperty(db: Db, agentId: string, overrides: Partial<NewProperty> = {}) {
  const [property] = await db
    .insert(properties)
    .values({
      agentId,
      slug: randomUUID().replaceAll("-", ""),
      addressLine1: "123 Main St",
      city: "Oakland",
      state: "CA",
      zipCode: "94612",
      fullAddress: "123 Main St, Oakland, CA 94612",
      customAvailability: allWeekSchedule(),
      ...overrides,
    })
    .returning();
  return property;
}
