import { z } from "zod";
import type { NotificationStatus } from "@/db/schema";

// The notifications table's statuses, spelled here so no table definition reaches the browser; `satisfies` keeps them in step.
const NOTICE_STATUSES = ["queued", "sending", "sent", "delivered", "failed", "bounced"] as const satisfies readonly NotificationStatus[];

const partyStatus = z
  .object({ status: z.enum(["sent", "not_sent"]), deliveryStatus: z.enum(NOTICE_STATUSES).nullable(), sentAt: z.string().nullable(), address: z.string() })
  .nullable();
const parties = z.object({ listing_agent: partyStatus, resident: partyStatus, buyer: partyStatus, buyer_agent: partyStatus });

/** One row of the compliance logs modal: the booking, its payment, and every notice's state. */
export const complianceLogSchema = z.object({
  id: z.string(),
  confirmationNumber: z.string(),
  status: z.string(),
  bookingCreatedAt: z.string(),
  showingDate: z.string(),
  showingTime: z.string(),
  startsAt: z.string(),
  /** The property's time zone: every time of the log is shown in it, with its name. */
  timeZone: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  buyerAgentName: z.string(),
  buyerAgentPhone: z.string(),
  residentInfo: z.object({ name: z.string(), phone: z.string() }).nullable(),
  payment: z.object({ amount: z.number(), status: z.string(), stripePaymentIntentId: z.string().nullable(), processedAt: z.string().nullable() }),
  notificationDetails: z.object({ email: parties, sms: parties }),
  certifiedMail: z
    .object({ status: z.enum([...NOTICE_STATUSES, "not_sent"]), sentAt: z.string().nullable(), trackingNumber: z.string().nullable() })
    .nullable(),
  compliance: z
    .object({
      applicable: z.boolean(),
      compliant: z.boolean(),
      hoursOfNotice: z.number().nullable(),
      checks: z.array(z.object({ rule: z.string(), passed: z.boolean(), detail: z.string() })),
    })
    .nullable(),
});
export type ComplianceLog = z.infer<typeof complianceLogSchema>;

export const complianceLogsAnswerSchema = z.object({ logs: z.array(complianceLogSchema) });
