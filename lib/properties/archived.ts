import { isNull, sql } from "drizzle-orm";
import { properties } from "@/db/schema";

/** The filter of every list, edit and public page: an archived property is gone from them. */
export const notArchived = isNull(properties.archivedAt);

/** The address as the agent's records show it (showings, exports, stats), marked once the property is archived. */
export const recordedAddress = sql<string>`case when ${properties.archivedAt} is null then ${properties.fullAddress}
  else ${properties.fullAddress} || ' (archived)' end`;
