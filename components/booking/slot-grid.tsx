import { cn } from "@/lib/utils";
import type { DayOption } from "@/lib/bookings/day-options";

type SlotGridProps = { slots: DayOption["slots"]; zone: string; value: string; onChange: (time: string) => void };

/** The day's 30-minute slots; taken or refused ones are shown disabled with their reason. */
export function SlotGrid({ slots, zone, value, onChange }: SlotGridProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">Showing time</legend>
      <p className="text-xs text-slate-600">Times are the property&apos;s local time: {zone}</p>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
        {slots.map((slot) => (
          <button
            key={slot.time}
            type="button"
            disabled={!slot.available}
            title={slot.reason ?? undefined}
            aria-pressed={value === slot.time}
            onClick={() => onChange(slot.time)}
            className={cn(
              "rounded-md border px-2 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
              value === slot.time ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
              !slot.available && "cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400 line-through hover:bg-slate-100",
            )}
          >
            {slot.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
