"use client";

import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import {
  SCHEDULE_PRESETS,
  TIME_OPTIONS,
  applyToAllDays,
  type WeeklySchedule,
} from "@/lib/availability/weekly-schedule";
import { WEEKDAY_LABELS, WEEKDAYS } from "@/lib/time/weekdays";
import { formatTimeLabel } from "@/lib/time/zoned-time";
import { offerableDay } from "@/lib/compliance/business-hours";
import { OccupiedHoursReason, offerableDayText, unsuitableDayText, type OccupiedHoursContext } from "./offerable-hours";

export function TimeSelect({
  label,
  value,
  disabled,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  invalid?: boolean;
  onChange: (time: string) => void;
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      disabled={disabled}
      aria-invalid={invalid}
      onChange={(event) => onChange(event.target.value)}
      className="w-32"
    >
      {TIME_OPTIONS.map((time) => (
        <option key={time} value={time}>
          {formatTimeLabel(time)}
        </option>
      ))}
    </Select>
  );
}

/**
 * The weekly showing hours: per-day switch, half-hour start and end, presets and apply-to-all.
 * For an occupied unit (`occupied` given) each day also says which of its hours are offered.
 */
export function ScheduleEditor({
  value,
  onChange,
  occupied,
}: {
  value: WeeklySchedule;
  onChange: (schedule: WeeklySchedule) => void;
  occupied?: OccupiedHoursContext;
}) {
  const standingConsent = Boolean(occupied?.otherHoursConsentAt);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Showing schedule</legend>
      {occupied ? <OccupiedHoursReason context={occupied} /> : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Schedule presets">
        {SCHEDULE_PRESETS.map((preset) => (
          <Button key={preset.id} type="button" size="sm" variant="outline" onClick={() => onChange(preset.schedule())}>
            {preset.label}
          </Button>
        ))}
      </div>
      <ul className="flex flex-col gap-2">
        {WEEKDAYS.map((weekday) => {
          const day = value[weekday];
          const label = WEEKDAY_LABELS[weekday];
          const invalid = day.enabled && day.end <= day.start;
          const set = (changes: Partial<typeof day>) => onChange({ ...value, [weekday]: { ...day, ...changes } });
          const offerable = occupied && day.enabled && !invalid ? offerableDay(weekday, day, standingConsent) : null;
          const narrowed = occupied && day.enabled ? unsuitableDayText(weekday, occupied) : null;
          return (
            <li key={weekday} className="flex flex-col gap-2 border-b border-slate-100 pb-2 last:border-0 sm:flex-row sm:items-center">
              <div className="flex w-36 items-center gap-2">
                <Switch
                  checked={day.enabled}
                  onCheckedChange={(enabled) => set({ enabled })}
                  aria-label={`${label} showings`}
                />
                <span className="text-sm font-medium text-slate-800">{label}</span>
              </div>
              <div className="flex flex-1 flex-wrap items-center gap-2">
                <TimeSelect label={`${label} start time`} value={day.start} disabled={!day.enabled} onChange={(start) => set({ start })} />
                <span className="text-sm text-slate-600">to</span>
                <TimeSelect
                  label={`${label} end time`}
                  value={day.end}
                  disabled={!day.enabled}
                  invalid={invalid}
                  onChange={(end) => set({ end })}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Apply ${label} hours to all days`}
                  onClick={() => onChange(applyToAllDays(day))}
                >
                  Apply to all days
                </Button>
              </div>
              {offerable ? (
                <p className={`text-xs sm:basis-full ${offerable.withheld.length ? "text-amber-800" : "text-slate-600"}`}>
                  {label}: {offerableDayText(offerable)}
                </p>
              ) : null}
              {narrowed ? <p className="text-xs text-amber-800 sm:basis-full">{narrowed}</p> : null}
              {invalid ? (
                <p role="alert" className="text-sm text-red-700">
                  {label}: end time must be after start time
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
