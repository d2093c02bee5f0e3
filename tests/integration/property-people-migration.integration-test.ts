import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrationsFolder } from "@/db/migrate";

/** The migration that replaced the property's copies of its owner's and resident's details by the property_people view. */
const MIGRATION = "0049_property_people";

type Journal = { entries: { tag: string }[] };

/** The migrations folder as it was before `tag`: the same files, the journal cut before it. */
function folderBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe("[properties] migration 0049 on a database with rows: the copied owner and resident details move onto the people", () => {
  const name = `showbook_migration_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const adminUrl = inject("databaseUrl");
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  let before = "";

  beforeAll(async () => {
    await admin.unsafe(`create database ${name}`);
    before = folderBefore(MIGRATION);
    await migrate(drizzle(sql), { migrationsFolder: before });
  });

  afterAll(async () => {
    await sql.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it("links a person made from unlinked copies, fills a linked person's blanks, leaves the rest, and the view answers as the copies did", async () => {
    const [agent] = await sql<{ id: string }[]>`
      insert into users (email, password_hash, anonymous_username) values (${`${name}@test.showbook.app`}, 'x', ${name}) returning id`;
    const [blankOwner] = await sql<{ id: string }[]>`
      insert into landlords (agent_id, first_name, last_name, email) values (${agent.id}, 'Olive', 'Owner', '') returning id`;
    const [resident] = await sql<{ id: string }[]>`
      insert into residents (agent_id, first_name, last_name, phone, email) values (${agent.id}, 'Dana', 'Lee', '+15105550101', 'dana@example.com') returning id`;
    const property = async (slug: string, columns: Record<string, string | null>) => {
      const row = { agent_id: agent.id, slug: `${name}-${slug}`, address_line1: "1 Main St", city: "Oakland", full_address: "1 Main St, Oakland, CA", custom_availability: "{}", ...columns };
      const [{ id }] = await sql<{ id: string }[]>`insert into properties ${sql(row)} returning id`;
      return id;
    };
    const linkedOwner = await property("linked-owner", {
      landlord_id: blankOwner.id,
      owner_type: "individual",
      owner_first_name: "Olive",
      owner_last_name: "Owner",
      owner_email: "olive@example.com",
    });
    const unlinkedOwner = await property("unlinked-owner", { owner_type: "entity", owner_entity_name: "Acme LLC", owner_entity_type: "company", owner_phone: "+14155550101" });
    const unlinkedResident = await property("unlinked-resident", {
      occupancy_status: "resident",
      resident_first_name: "Rita",
      resident_last_name: "Ray",
      resident_email: "rita@example.com",
    });
    const linkedResident = await property("linked-resident", {
      occupancy_status: "resident",
      resident_id: resident.id,
      resident_type: "tenant",
      resident_first_name: "Dana",
      resident_last_name: "Lee",
      resident_phone: "+15105550101",
      resident_email: "dana@example.com",
    });
    const nobody = await property("nobody", {});

    await migrate(drizzle(sql), { migrationsFolder });

    const people = await sql`select * from property_people where property_id in ${sql([linkedOwner, unlinkedOwner, unlinkedResident, linkedResident, nobody])}`;
    const of = (id: string) => people.find((row) => row.property_id === id);
    const empty = { owner_first_name: "", owner_last_name: "", owner_entity_name: "", owner_entity_type: "", owner_phone: "", owner_email: "" };
    const noResident = { resident_first_name: "", resident_last_name: "", resident_phone: "", resident_email: "" };
    expect(of(linkedOwner)).toMatchObject({ owner_type: "individual", owner_first_name: "Olive", owner_last_name: "Owner", owner_email: "olive@example.com", ...noResident });
    expect(of(unlinkedOwner)).toMatchObject({ owner_type: "entity", owner_entity_name: "Acme LLC", owner_entity_type: "company", owner_phone: "+14155550101", ...noResident });
    expect(of(unlinkedResident)).toMatchObject({ owner_type: null, ...empty, resident_first_name: "Rita", resident_last_name: "Ray", resident_email: "rita@example.com" });
    expect(of(linkedResident)).toMatchObject({ owner_type: null, ...empty, resident_first_name: "Dana", resident_phone: "+15105550101", resident_email: "dana@example.com" });
    expect(of(nobody)).toMatchObject({ owner_type: null, ...empty, ...noResident });

    const links = await sql`select id, landlord_id, resident_id, resident_type from properties where agent_id = ${agent.id}`;
    const linkOf = (id: string) => links.find((row) => row.id === id);
    expect(linkOf(linkedOwner)).toMatchObject({ landlord_id: blankOwner.id, resident_id: null });
    expect(linkOf(unlinkedOwner)).toMatchObject({ landlord_id: unlinkedOwner, resident_id: null });
    expect(linkOf(unlinkedResident)).toMatchObject({ landlord_id: null, resident_id: unlinkedResident, resident_type: "tenant" });
    expect(linkOf(linkedResident)).toMatchObject({ landlord_id: null, resident_id: resident.id });
    expect(linkOf(nobody)).toMatchObject({ landlord_id: null, resident_id: null });

    // The agent's lists now hold the people the copies named, each once.
    const owners = await sql`select first_name, company_name, is_company, email from landlords where agent_id = ${agent.id} order by created_at, company_name`;
    expect(owners).toEqual([
      { first_name: "Olive", company_name: "", is_company: false, email: "olive@example.com" },
      { first_name: "", company_name: "Acme LLC", is_company: true, email: "" },
    ]);
    expect((await sql`select first_name from residents where agent_id = ${agent.id} order by first_name`).map((row) => row.first_name)).toEqual(["Dana", "Rita"]);
    const [{ copies }] = await sql`select count(*)::int as copies from information_schema.columns
      where table_name = 'properties' and (column_name like 'owner\\_%' or column_name like 'resident\\_%' and column_name not in ('resident_id', 'resident_type'))`;
    expect(copies).toBe(0);
  });
});
