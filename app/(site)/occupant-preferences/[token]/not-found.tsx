import { OCCUPANT_PREFERENCES_LINK_INVALID } from "@/lib/residents/preferences-link";

export default function OccupantPreferencesNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Link not found</h1>
      <p className="mt-2 text-slate-600">{OCCUPANT_PREFERENCES_LINK_INVALID}</p>
    </div>
  );
}
