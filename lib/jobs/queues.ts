/** pg-boss queue names, one place for all of them. */
export const QUEUES = {
  expireBookingHolds: "expire-booking-holds",
  completeShowings: "complete-showings",
  sendNotification: "send-notification",
  processRefunds: "process-refunds",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
