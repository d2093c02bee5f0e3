"use client";

import { useEffect, useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { AgentBooking } from "@/lib/bookings/list-property-bookings";

type BookingRow = Pick<AgentBooking, "id" | "showingDate" | "showingTime" | "buyerName" | "status">;

/**
 * The property's bookings (View Bookings and Compliance Logs open it). A failed load shows the
 * empty list, as the spec asks; the full booking management and logs views replace this modal.
 */
export function BookingsModal({
  propertyId,
  title,
  open,
  onOpenChange,
}: {
  propertyId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [bookings, setBookings] = useState<BookingRow[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    fetch(`/api/showbook/properties/${propertyId}/bookings`)
      .then(async (response) => (response.ok ? ((await response.json()) as { bookings?: BookingRow[] }).bookings ?? [] : []))
      .catch(() => [])
      .then((rows) => {
        if (!cancelled) setBookings(rows);
      });
    return () => {
      cancelled = true;
    };
  }, [open, propertyId]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} className="max-w-2xl">
        {bookings === null ? (
          <p className="text-sm text-slate-600">Loading…</p>
        ) : bookings.length === 0 ? (
          <p className="text-sm text-slate-600">No showings have been booked for this property yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {bookings.map((booking) => (
              <li key={booking.id} className="flex justify-between gap-2 py-2">
                <span>
                  {booking.showingDate} {booking.showingTime} · {booking.buyerName}
                </span>
                <span className="text-slate-600">{booking.status}</span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
