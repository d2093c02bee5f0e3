"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { addUnsuitableTimeAction, removeUnsuitableTimeAction } from "@/app/(site)/occupant-preferences/[token]/actions";
import { Button } from "@/components/ui/button";
import { invalidProps } from "@/components/ui/form-field";
import { FieldError, Label, Select } from "@/components/ui/input";
import { showServerError } from "@/lib/forms/show-server-error";
import { addUnsuitableTimeInput } from "@/lib/occupant-preferences/schemas";
import { TIME_OPTIONS } from "@/lib/availability/weekly-schedule";
import { unsuitableTimeText, type UnsuitableTime } from "@/lib/availability/unsuitable-times";
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from "@/lib/time/weekdays";
import { formatTimeLabel } from "@/lib/time/zoned-time";

type ListedTime = UnsuitableTime & { id: string };

const DAY_SETS: { label: string; days: readonly Weekday[] }[] = [
  { label: "Monday to Friday", days: WEEKDAYS.slice(0, 5) },
  { label: "Saturday and Sunday", days: WEEKDAYS.slice(5) },
];

const messagesOf = (message?: string) => (message ? [message] : undefined);

/** The resident's times that never suit: the list with a Remove button each, and the form that adds one. */
export function UnsuitableTimesEditor({ token, times }: { token: string; times: ListedTime[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<z.input<typeof addUnsuitableTimeInput>, unknown, z.output<typeof addUnsuitableTimeInput>>({
    resolver: zodResolver(addUnsuitableTimeInput),
    defaultValues: { token, rule: { weekdays: [], startTime: "08:00", endTime: "12:00" } },
  });
  const { register, setValue, control, formState } = form;
  const weekdays = useWatch({ control, name: "rule.weekdays" }) as Weekday[];
  const errors = formState.errors.rule;
  const setWeekdays = (days: Weekday[]) => setValue("rule.weekdays", days, { shouldValidate: formState.isSubmitted });
  const toggle = (day: Weekday, on: boolean) => setWeekdays(on ? [...weekdays, day] : weekdays.filter((other) => other !== day));

  const add = form.handleSubmit((input) =>
    startTransition(async () => {
      const result = await addUnsuitableTimeAction(null, input);
      if (!result?.ok) {
        showServerError(form, result, (reason) => reason);
        return;
      }
      // The days start again; the hours stay for the next time.
      form.reset({ token, rule: { ...input.rule, weekdays: [] } });
      toast.success(result.message);
      router.refresh();
    }),
  );

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
        onSubmit={add}
        noValidate
      >
        <h2 id="add-unsuitable-time-heading" className="text-lg font-semibold text-slate-900">
          Add a time that never suits
        </h2>
        <fieldset className="flex flex-col gap-2" aria-describedby={errors?.weekdays ? "weekdays-error" : undefined}>
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
          <FieldError id="weekdays-error" messages={messagesOf(errors?.weekdays?.message)} />
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="unsuitable-from">From</Label>
            <Select id="unsuitable-from" className="sm:w-36" {...register("rule.startTime")} {...invalidProps("unsuitable-from", errors?.startTime?.message)}>
              {TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {formatTimeLabel(time)}
                </option>
              ))}
            </Select>
            <FieldError id="unsuitable-from-error" messages={messagesOf(errors?.startTime?.message)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="unsuitable-until">Until</Label>
            <Select id="unsuitable-until" className="sm:w-36" {...register("rule.endTime")} {...invalidProps("unsuitable-until", errors?.endTime?.message)}>
              {TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {formatTimeLabel(time)}
                </option>
              ))}
            </Select>
            <FieldError id="unsuitable-until-error" messages={messagesOf(errors?.endTime?.message)} />
          </div>
        </div>
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? "Saving..." : "Add time"}
        </Button>
      </form>
    </div>
  );
}
