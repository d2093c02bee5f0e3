import type { Db } from "@/db/client";
import type { User } from "@/db/schema";
import { acceptInvitation, inviteToOffice } from "@/lib/offices/invitations";
import { createOffice } from "@/lib/offices/offices";
import { officeSettingsSchema } from "@/lib/offices/schemas";
import { createAgent } from "./builders";

/** The acting user a route gets for a signed-in account that is no admin. */
export const acting = (user: User) => ({ id: user.id, email: user.email, isAdmin: false });

/** A manager's office with one member of each role given, joined through invitations. */
export async function officeWith(db: Db, label: string, roles: ("staff" | "agent" | "manager")[], now: Date) {
  const manager = await createAgent(db, `${label}-manager`);
  const office = await createOffice(db, manager.id, officeSettingsSchema.parse({ name: `${label} Realty` }));
  const members: User[] = [];
  for (const role of roles) {
    const member = await createAgent(db, `${label}-${role}`);
    const { url } = await inviteToOffice(db, manager, { email: member.email, role }, now);
    await acceptInvitation(db, acting(member), url.split("/").pop()!, now);
    members.push(member);
  }
  return { office, manager, members };
}
