/**
 * Notices the agent gives by hand, which the app cannot send itself, and their labels. The
 * browser uses it too, so it imports nothing (db/schema reads the list from here by a relative path).
 */
export const MANUAL_NOTICE_METHODS = ["door_posting", "personal_delivery", "phone", "in_person"] as const;
export type ManualNoticeMethod = (typeof MANUAL_NOTICE_METHODS)[number];

export const MANUAL_NOTICE_LABELS: Record<ManualNoticeMethod, string> = {
  door_posting: "Posted at the door",
  personal_delivery: "Handed to the resident",
  phone: "Told by telephone",
  in_person: "Told in person",
};
