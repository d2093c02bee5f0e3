/**
 * The one home of the notice channels: the list, the ones that reach a party at their own
 * address, and their labels. The browser uses it too, so it imports nothing (db/schema reads
 * the list from here by a relative path). Adding a channel: this file, its provider
 * (providers/types.ts, an implementation), its sender in deliver-notification.ts's `SENDERS`,
 * the planner's `CHANNEL_ROWS` (booking-plan/index.ts) and the events that use it, and the
 * compliance verdict. The maps keyed by channel (`Providers`, `SENDERS`, `CHANNEL_ROWS`, the
 * labels) fail to compile until they have it.
 */
export const NOTIFICATION_CHANNELS = ["email", "sms", "mail"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Sent to each party's own address (e-mail, phone); the compliance log shows one column per party and channel. The letter goes to the unit. */
export const PARTY_CHANNELS = ["email", "sms"] as const satisfies readonly NotificationChannel[];
export type PartyChannel = (typeof PARTY_CHANNELS)[number];

/** `name` inside a sentence ("Buyer email notice"), `title` at its start ("Letter notice failed"). */
export const CHANNEL_LABELS: Record<NotificationChannel, { name: string; title: string }> = {
  email: { name: "email", title: "Email" },
  sms: { name: "SMS", title: "SMS" },
  mail: { name: "letter", title: "Letter" },
};
