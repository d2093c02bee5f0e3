/** pg-boss queue names, one place for all of them. */
export const QUEUES = {
  expireBookingHolds: "expire-booking-holds",
  completeShowings: "complete-showings",
  sendNotification: "send-notification",
  processRefunds: "process-refunds",
  removeImageFiles: "remove-image-files",
  declineOverdueRequests: "decline-overdue-requests",
  parseOracleFile: "parse-oracle-file",
  scheduleReminders: "schedule-reminders",
  syncExternalCalendars: "sync-external-calendars",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
