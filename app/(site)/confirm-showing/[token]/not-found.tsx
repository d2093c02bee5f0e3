import { CONFIRMATION_LINK_INVALID } from "@/lib/bookings/confirmations/answer";

export default function ConfirmShowingNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Link not found</h1>
      <p className="mt-2 text-slate-600">{CONFIRMATION_LINK_INVALID} If you still need to answer, call the listing agent.</p>
    </div>
  );
}
