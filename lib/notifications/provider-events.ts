import type { DeliveryStatusUpdate } from "./apply-delivery-status";

type Status = DeliveryStatusUpdate["status"];

const RESEND_STATUS: Record<string, Status> = {
  "email.sent": "sent",
  "email.delivered": "delivered",
  "email.bounced": "bounced",
  "email.failed": "failed",
  "email.complained": null,
  "email.delivery_delayed": null,
};

/** Maps a Resend webhook body to a status update; null for events we do not track. */
export function fromResendEvent(eventId: string, payload: unknown): DeliveryStatusUpdate | null {
  const event = payload as { type?: string; created_at?: string; data?: { email_id?: string; bounce?: { message?: string } } };
  if (!event.type || !(event.type in RESEND_STATUS) || !event.data?.email_id) return null;
  return {
    eventId,
    provider: "resend",
    providerId: event.data.email_id,
    status: RESEND_STATUS[event.type],
    at: new Date(event.created_at ?? Date.now()),
    detail: { type: event.type, reason: event.data.bounce?.message },
  };
}

const TWILIO_STATUS: Record<string, Status> = {
  sent: "sent",
  delivered: "delivered",
  undelivered: "failed",
  failed: "failed",
};

export function fromTwilioCallback(params: Record<string, string>): DeliveryStatusUpdate | null {
  const sid = params.MessageSid;
  const status = params.MessageStatus;
  if (!sid || !status || !(status in TWILIO_STATUS)) return null;
  return {
    eventId: `${sid}:${status}`,
    provider: "twilio",
    providerId: sid,
    status: TWILIO_STATUS[status],
    at: new Date(),
    detail: { status, errorCode: params.ErrorCode, reason: params.ErrorMessage ?? params.ErrorCode },
  };
}

const LOB_STATUS: Record<string, Status> = {
  "letter.mailed": "sent",
  "letter.in_transit": null,
  "letter.in_local_area": null,
  "letter.processed_for_delivery": null,
  "letter.delivered": "delivered",
  "letter.certified.delivered": "delivered",
  "letter.re-routed": null,
  "letter.returned_to_sender": "bounced",
  "letter.certified.returned_to_sender": "bounced",
};

export function fromLobEvent(payload: unknown): DeliveryStatusUpdate | null {
  const event = payload as { id?: string; date_created?: string; event_type?: { id?: string }; body?: { id?: string } };
  const type = event.event_type?.id;
  if (!event.id || !type || !(type in LOB_STATUS) || !event.body?.id) return null;
  return {
    eventId: event.id,
    provider: "lob",
    providerId: event.body.id,
    status: LOB_STATUS[type],
    at: new Date(event.date_created ?? Date.now()),
    detail: { type, reason: type },
  };
}
