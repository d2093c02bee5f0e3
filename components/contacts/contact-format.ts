import { DEFAULT_TIME_ZONE, formatLocalMediumDate } from "@/lib/time/zoned-time";

/** A contact belongs to the agent, not to a property: its dates are read in the agent's zone. */
export const formatContactDate = (date: Date | string | null) => (date ? formatLocalMediumDate(new Date(date), DEFAULT_TIME_ZONE) : "—");

export const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();
