import { createDb } from "./client";
import { users } from "./schema";
import { hashPassword } from "@/lib/auth/password";

export const DEMO_EMAIL = "demo@showbook.app";
export const DEMO_PASSWORD = "showbook-demo";

/** Creates the demo agent once; a second run leaves existing data alone. */
export async function seedDatabase(url: string): Promise<void> {
  const { db, sql } = createDb(url, 1);
  try {
    await db
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        anonymousUsername: "BrightHarbor42",
        bio: "Demo listing agent for Showbook.",
      })
      .onConflictDoNothing({ target: users.email });
  } finally {
    await sql.end();
  }
}
