import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { createOfficeEndpoint, getOfficeEndpoint, updateOfficeEndpoint } from "@/lib/offices/endpoints";
import { createOffice, loadOffice, updateOfficeSettings } from "@/lib/offices/offices";

export const GET = apiRoute(getOfficeEndpoint, { access: "user" }, async ({ user }) => NextResponse.json(await loadOffice(getDb(), user.id, new Date())));

export const POST = apiRoute(createOfficeEndpoint, { access: "user" }, async ({ user, body }) => {
  const office = await createOffice(getDb(), user.id, body);
  return NextResponse.json({ office: { id: office.id, name: office.name, brokerageLicence: office.brokerageLicence, timezone: office.timezone } }, { status: 201 });
});

export const PATCH = apiRoute(updateOfficeEndpoint, { access: "user" }, async ({ user, body }) => {
  const office = await updateOfficeSettings(getDb(), user.id, body, new Date());
  return NextResponse.json({ office: { id: office.id, name: office.name, brokerageLicence: office.brokerageLicence, timezone: office.timezone } });
});
