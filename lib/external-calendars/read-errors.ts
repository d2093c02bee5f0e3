/** A calendar that could not be read; its message is what the profile page shows. */
export class CalendarFetchError extends Error {}

/** Every message of a failed read starts so; none repeats what the server sent. */
export const unreadable = (why: string) => new CalendarFetchError(`The calendar could not be read: ${why}`);

/** A calendar past one of the caps on reading it (CALENDAR_CAPS): not read again until the agent asks. */
export class CalendarCapError extends CalendarFetchError {}
