/**
 * The viewer's own time zone, read in the browser. Only for instants that belong to no place
 * (when an image was made, when a report or a message was written): a showing's time is in its
 * property's zone, whoever looks at it.
 */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
