import { Badge } from "@/components/ui/badge";
import { STATUS_LABELS, STATUS_TONES, type BookingStatus } from "@/lib/vocabulary/booking-status";

export function ShowingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
