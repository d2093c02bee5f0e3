import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  bookings,
  buyerAgentContacts,
  buyerContacts,
  renterContacts,
  type BuyerAgentContact,
  type BuyerContact,
  type RenterContact,
} from "@/db/schema";
import { AppError } from "@/lib/errors";
import { rejectingDuplicateEmail } from "@/db/pg-errors";
import { inScope, type AgentScope, type Scope } from "@/lib/auth/scope";
import { isUuid } from "@/lib/ids";
import { SHOWN_STATUSES } from "@/lib/vocabulary/booking-status";
import { leadScore, type LeadScore } from "./lead-score";
import type { BuyerAgentContactInput, RenterContactInput } from "./schemas";

export type RenterContactRow = RenterContact & { completedShowings: number; lead: LeadScore };

export async function listBuyerAgentContacts(db: Db, scope: Scope): Promise<BuyerAgentContact[]> {
  return db.select().from(buyerAgentContacts).where(inScope(buyerAgentContacts.agentId, scope)).orderBy(desc(buyerAgentContacts.lastContact), desc(buyerAgentContacts.createdAt));
}

export async function listBuyerContacts(db: Db, scope: Scope): Promise<BuyerContact[]> {
  return db.select().from(buyerContacts).where(inScope(buyerContacts.agentId, scope)).orderBy(desc(buyerContacts.lastContact), desc(buyerContacts.createdAt));
}

/** Renters with their lead score, computed now from their bookings and the details on file. */
export async function listRenterContacts(db: Db, scope: Scope, now = new Date()): Promise<RenterContactRow[]> {
  const completedShowings = sql<number>`(
    select count(*)::int from ${bookings}
    where ${bookings.agentId} = ${renterContacts.agentId}
      and lower(${bookings.buyerEmail}) = lower(${renterContacts.email})
      and ${renterContacts.email} <> ''
      and ${inArray(bookings.status, SHOWN_STATUSES)}
  )`;
  const rows = await db
    .select({ renter: renterContacts, completedShowings })
    .from(renterContacts)
    .where(inScope(renterContacts.agentId, scope))
    .orderBy(desc(renterContacts.lastContact), desc(renterContacts.createdAt));
  return rows.map(({ renter, completedShowings }) => ({
    ...renter,
    completedShowings,
    lead: leadScore(
      {
        bookingsCount: renter.bookingsCount,
        completedShowings,
        lastContact: renter.lastContact,
        hasBudget: renter.budgetMin !== null || renter.budgetMax !== null,
        hasMoveInDate: renter.moveInDate !== null,
      },
      now,
    ),
  }));
}

const DUPLICATE_EMAIL = "A contact with this email already exists";

// The unique (agent, lower(email)) index answers a second contact with the same address.
const rejectingDuplicates = <T>(indexName: string, write: () => Promise<T>) => rejectingDuplicateEmail(indexName, DUPLICATE_EMAIL, write);

function found<T>(row: T | undefined, message: string): T {
  if (!row) throw new AppError("not_found", message);
  return row;
}

const BUYER_AGENT_NOT_FOUND = "Buyer's agent not found";
const RENTER_NOT_FOUND = "Renter not found";

const buyerAgentWhere = (scope: Scope, id: string) => and(eq(buyerAgentContacts.id, id), inScope(buyerAgentContacts.agentId, scope));
const renterWhere = (scope: Scope, id: string) => and(eq(renterContacts.id, id), inScope(renterContacts.agentId, scope));

export async function createBuyerAgentContact(db: Db, scope: AgentScope, input: BuyerAgentContactInput): Promise<BuyerAgentContact> {
  const [row] = await rejectingDuplicates("buyer_agent_contacts_email_idx", () =>
    db.insert(buyerAgentContacts).values({ ...input, agentId: scope.userId }).returning(),
  );
  return row;
}

export async function updateBuyerAgentContact(db: Db, scope: Scope, id: string, input: BuyerAgentContactInput): Promise<BuyerAgentContact> {
  if (!isUuid(id)) throw new AppError("not_found", BUYER_AGENT_NOT_FOUND);
  const [row] = await rejectingDuplicates("buyer_agent_contacts_email_idx", () =>
    db.update(buyerAgentContacts).set({ ...input, updatedAt: new Date() }).where(buyerAgentWhere(scope, id)).returning(),
  );
  return found(row, BUYER_AGENT_NOT_FOUND);
}

export async function deleteBuyerAgentContact(db: Db, scope: Scope, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", BUYER_AGENT_NOT_FOUND);
  const [row] = await db.delete(buyerAgentContacts).where(buyerAgentWhere(scope, id)).returning({ id: buyerAgentContacts.id });
  found(row, BUYER_AGENT_NOT_FOUND);
}

export async function createRenterContact(db: Db, scope: AgentScope, input: RenterContactInput): Promise<RenterContact> {
  const [row] = await rejectingDuplicates("renter_contacts_email_idx", () =>
    db.insert(renterContacts).values({ ...input, agentId: scope.userId }).returning(),
  );
  return row;
}

export async function updateRenterContact(db: Db, scope: Scope, id: string, input: RenterContactInput): Promise<RenterContact> {
  if (!isUuid(id)) throw new AppError("not_found", RENTER_NOT_FOUND);
  const [row] = await rejectingDuplicates("renter_contacts_email_idx", () =>
    db.update(renterContacts).set({ ...input, updatedAt: new Date() }).where(renterWhere(scope, id)).returning(),
  );
  return found(row, RENTER_NOT_FOUND);
}

export async function deleteRenterContact(db: Db, scope: Scope, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError("not_found", RENTER_NOT_FOUND);
  const [row] = await db.delete(renterContacts).where(renterWhere(scope, id)).returning({ id: renterContacts.id });
  found(row, RENTER_NOT_FOUND);
}
