import type { ManualNoticeMethod } from "@/db/schema/notifications";

export const MANUAL_NOTICE_LABELS: Record<ManualNoticeMethod, string> = {
  door_posting: "Posted at the door",
  personal_delivery: "Handed to the resident",
  phone: "Told by telephone",
  in_person: "Told in person",
};
