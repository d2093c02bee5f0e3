import { Label, Select } from "@/components/ui/input";
import { SlotGrid } from "./slot-grid";
import type { DayOption } from "@/lib/bookings/day-options";

type DateSlotPickerProps = {
  id: string;
  label?: string;
  days: DayOption[];
  date: string;
  time: string;
  /** Called with the new date; the time no longer applies and the caller clears it. */
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
};

/** The date dropdown and, once a date is chosen, that day's slot grid. */
export function DateSlotPicker({ id, label = "Showing date", days, date, time, onDateChange, onTimeChange }: DateSlotPickerProps) {
  const day = days.find((option) => option.date === date);
  return (
    <>
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <Select id={id} value={date} onChange={(event) => onDateChange(event.target.value)}>
          <option value="">Select a date</option>
          {days.map((option) => (
            <option key={option.date} value={option.date}>
              {option.label}
            </option>
          ))}
        </Select>
        {days.length === 0 && <p className="text-sm text-slate-600">No showing times are available in the next two weeks.</p>}
      </div>
      {day && <SlotGrid slots={day.slots} zone={day.zone} value={time} onChange={onTimeChange} />}
    </>
  );
}
