import { Badge } from "@/components/ui/badge";
import type { BookingStatus } from "@/db/schema";
import { STATUS_LABELS } from "@/lib/dashboard/status";

const TONES: Partial<Record<BookingStatus, "green" | "amber" | "blue">> = { confirmed: "green", completed: "blue", pending: "amber" };

export function ShowingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={TONES[status] ?? "neutral"}>{STATUS_LABELS[status]}</Badge>;
}
