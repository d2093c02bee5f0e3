import { MANAGE_LINK_INVALID } from "@/lib/showings/booker-actions";

export default function ManageBookingNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Showing not found</h1>
      <p className="mt-2 text-slate-600">{MANAGE_LINK_INVALID}</p>
    </div>
  );
}
