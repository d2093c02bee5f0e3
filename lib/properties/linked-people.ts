import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { landlords, properties, residents, type NewProperty } from "@/db/schema";
import { inScope, type AgentScope, type Scope } from "@/lib/auth/scope";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";

/** The agent's people a property links to: its owners (`landlords`) and its residents. */
type PeopleTable = typeof landlords | typeof residents;

/**
 * How one kind of linked person is kept: its table, the property's column linking to it and what
 * a property holds once its person is deleted, the order of the list and the refusal of an
 * unknown id. A property keeps no copy of its people's details (`propertyPeople` reads them).
 */
type LinkedPeople<T extends PeopleTable> = {
  table: T;
  link: PgColumn;
  cleared: Partial<NewProperty>;
  order: (table: T) => SQL[];
  notFound: string;
};

/**
 * The agent's CRUD of one kind of linked person, in scope (lib/auth/scope.ts): list, create,
 * update and delete (its properties are unlinked in the same transaction).
 */
export function linkedPeople<T extends PeopleTable, Input extends Partial<T["$inferInsert"]>>(kind: LinkedPeople<T>) {
  type Person = T["$inferSelect"];
  // drizzle types its queries by one table, not by a union of two: the queries below name the
  // residents' table for the compiler (the columns they use, id and agent_id, are alike in both)
  // and their rows are the kind's own (Person).
  const { id: idColumn, agentId } = kind.table as typeof residents;
  const where = (scope: Scope, id: string) => and(eq(idColumn, id), inScope(agentId, scope));

  return {
    async list(db: Db, scope: Scope): Promise<Person[]> {
      return db
        .select()
        .from(kind.table as typeof residents)
        .where(inScope(agentId, scope))
        .orderBy(...kind.order(kind.table));
    },

    async create(db: Db, scope: AgentScope, input: Input): Promise<Person> {
      const [person] = await db
        .insert(kind.table as typeof residents)
        .values({ ...input, agentId: scope.userId } as typeof residents.$inferInsert)
        .returning();
      return person as Person;
    },

    async update(db: Db, scope: Scope, id: string, input: Input): Promise<Person> {
      if (!isUuid(id)) throw new AppError("not_found", kind.notFound);
      const [person] = (await db
        .update(kind.table as typeof residents)
        .set({ ...input, updatedAt: new Date() })
        .where(where(scope, id))
        .returning()) as Person[];
      if (!person) throw new AppError("not_found", kind.notFound);
      return person;
    },

    async remove(db: Db, scope: Scope, id: string): Promise<void> {
      if (!isUuid(id)) throw new AppError("not_found", kind.notFound);
      await db.transaction(async (tx) => {
        const [person] = await tx.select({ id: idColumn }).from(kind.table as typeof residents).where(where(scope, id));
        if (!person) throw new AppError("not_found", kind.notFound);
        await tx
          .update(properties)
          .set({ ...kind.cleared, updatedAt: new Date() })
          .where(eq(kind.link, person.id));
        await tx.delete(kind.table).where(eq(idColumn, person.id));
      });
    },
  };
}
