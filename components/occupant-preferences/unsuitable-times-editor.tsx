"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { addUnsuitableTimeAction, removeUnsuitableTimeAction } from "@/app/(site)/occupant-preferences/[token]/actions";
import { Button } from "@/components/ui/button";
import { FieldError, Label, Select } from "@/components/ui/input";
import { TIME_OPTIONS } from "@/lib/availability/weekly-schedule";
import { unsuitableTimeText, type UnsuitableTime } from "@/lib/availability/unsuitable-times";
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from "@/lib/time/weekdays";
import { formatTimeLabel } from "@/lib/time/zoned-time";

type ListedTime = UnsuitableTime & { id: string };
type Issues = Record<string, string[]> | undefined;

const DAY_SETS: { label: string; days: readonly Weekday[] }[] = [
  { label: "Monday to Friday", days: WEEKDAYS.slice(0, 5) },
  { label: "Saturday and Sunday", days: WEEKDAYS.slice(5) },
];

/** The resident's times that never suit: the list with a Remove button each, and the form that adds one. */
export function UnsuitableTimesEditor({ token, times }: { token: string; times: ListedTime[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [weekdays, setWeekdays] = useState<Weekday[]>([]);
  const [startTime, setStartTime] = useState("08:00");
  const [endTime, setEndTime] = useState("12:00");
  const [issues, setIssues] = useState<Issues>();

  const toggle = (day: Weekday, on: boolean) => setWeekdays((days) => (on ? [...days, day] : days.filter((other) => other !== day)));

  function add() {
    startTransition(async () => {
      const result = await addUnsuitableTimeAction(null, { token, rule: { weekdays, startTime, endTime } });
      if (!result?.ok) {
        setIssues(result?.issues);
        toast.error(result?.error ?? "Could not add the time");
        return;
      }
      setIssues(undefined);
      setWeekdays([]);
      toast.success(result.message);
      router.refresh();
    });
  }

  function remove(time: ListedTime) {
    startTransition(async () => {
      const result = await removeUnsuitableTimeAction(null, { token, ruleId: time.id });
      if (!result?.ok) {
        toast.error(result?.error ?? "Could not remove the time");
        return;
      }
      toast.success(result.message);
      router.refresh();
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="unsuitable-times-heading" className="flex flex-col gap-2">
        <h2 id="unsuitable-times-heading" className="text-lg font-semibold text-slate-900">
          Your times that never suit
        </h2>
        {times.length ? (
          <ul className="flex flex-col gap-2">
            {times.map((time) => (
              <li key={time.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-3">
                <span className="text-sm text-slate-800">{unsuitableTimeText(time)}</span>
                <Button type="button" size="sm" variant="outline" disabled={pending} aria-label={`Remove ${unsuitableTimeText(time)}`} onClick={() => remove(time)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">None yet: every time your agent set is offered.</p>
        )}
      </section>

      <form
        className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
        aria-labelledby="add-unsuitable-time-heading"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <h2 id="add-unsuitable-time-heading" className="text-lg font-semibold text-slate-900">
          Add a time that never suits
        </h2>
        <fieldset className="flex flex-col gap-2" aria-describedby={issues?.["rule.weekdays"] ? "weekdays-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">Days</legend>
          <div className="flex flex-wrap gap-2">
            {DAY_SETS.map((set) => (
              <Button key={set.label} type="button" size="sm" variant="outline" onClick={() => setWeekdays([...set.days])}>
                {set.label}
              </Button>
            ))}
          </div>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={weekdays.includes(day)}
                  onChange={(event) => toggle(day, event.target.checked)}
                />
                {WEEKDAY_LABELS[day]}
              </label>
            ))}
          </div>
          <FieldError id="weekdays-error" messages={issues?.["rule.weekdays"]} />
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="unsuitable-from">From</Label>
            <Select id="unsuitable-from" value={startTime} onChange={(event) => setStartTime(event.target.value)} className="sm:w-36">
              {TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {formatTimeLabel(time)}
                </option>
              ))}
            </Select>
            <FieldError id="unsuitable-from-error" messages={issues?.["rule.startTime"]} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="unsuitable-until">Until</Label>
            <Select
              id="unsuitable-until"
              value={endTime}
              onChange={(event) => setEndTime(event.target.value)}
              className="sm:w-36"
              aria-invalid={issues?.["rule.endTime"] ? true : undefined}
              aria-describedby={issues?.["rule.endTime"] ? "unsuitable-until-error" : undefined}
            >
              {TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {formatTimeLabel(time)}
                </option>
              ))}
            </Select>
            <FieldError id="unsuitable-until-error" messages={issues?.["rule.endTime"]} />
          </div>
        </div>
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? "Saving..." : "Add time"}
        </Button>
      </form>
    </div>
  );
}
