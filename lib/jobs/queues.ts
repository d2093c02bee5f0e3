/** pg-boss queue names, one place for all of them. */
export const QUEUES = {
  expireBookingHolds: "expire-booking-holds",
  clearRateLimits: "clear-rate-limits",
  completeShowings: "complete-showings",
  sendNotification: "send-notification",
  processRefunds: "process-refunds",
  removeImageFiles: "remove-image-files",
  declineOverdueRequests: "decline-overdue-requests",
  parseOracleFile: "parse-oracle-file",
  embedOracleFile: "embed-oracle-file",
  scheduleReminders: "schedule-reminders",
  scheduleOwnerReports: "schedule-owner-reports",
  syncExternalCalendars: "sync-external-calendars",
  readExternalCalendar: "read-external-calendar",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Queues whose jobs are one per key (singletonKey): "stately" keeps at most one waiting and
 * one running per key, so asking again while a job waits adds nothing.
 */
export const STATELY_QUEUES: ReadonlySet<QueueName> = new Set([QUEUES.readExternalCalendar]);

/** How a queue is created, by whichever process creates it first. */
export const queueOptions = (queue: QueueName) => ({ name: queue, policy: STATELY_QUEUES.has(queue) ? ("stately" as const) : ("standard" as const) });
