"use client";

import { CalendarPlus, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input, Label } from "@/components/ui/input";
import { renewCalendarFeedEndpoint } from "@/lib/agent-calendar/endpoints";
import { call } from "@/lib/api/call";
import { errorMessage, isSessionExpired } from "@/lib/api/client";
import type { CalendarFeedAddress } from "@/lib/agent-calendar/schemas";

/** The agent's private calendar subscription: subscribe, copy, or revoke for a new address. */
export function CalendarFeedCard({ initial }: { initial: CalendarFeedAddress }) {
  const [address, setAddress] = useState(initial);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address.webcalUrl);
      toast.success("Calendar address copied to clipboard");
    } catch {
      toast.error("Could not copy the address; select and copy it instead.");
    }
  }

  async function revoke() {
    try {
      const { calendarFeed } = await call(renewCalendarFeedEndpoint);
      setAddress(calendarFeed);
      toast.success("Calendar address replaced. Subscribe again with the new one; the old one no longer works.");
    } catch (error) {
      if (!isSessionExpired(error)) toast.error(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="calendar-feed-title" className="mt-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="calendar-feed-title" className="text-base font-semibold text-slate-900">
        Your showings in your calendar
      </h2>
      <p className="text-sm text-slate-600">
        Subscribe to this private address in Apple Calendar, Google Calendar or Outlook: every upcoming showing and those of the last
        30 days appear there, cancelled ones marked as cancelled, and changes show at the next refresh. Access details are never
        included. Anyone with the address can read it — replace it if it was shared.
      </p>
      <div className="flex flex-col gap-1">
        <Label htmlFor="calendar-feed-address">Subscription address</Label>
        <div className="flex flex-wrap gap-2">
          <Input id="calendar-feed-address" readOnly value={address.webcalUrl} className="min-w-0 flex-1" onFocus={(event) => event.target.select()} />
          <Button type="button" variant="outline" onClick={copy}>
            <Copy className="size-4" aria-hidden /> Copy
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={address.webcalUrl}>
            <CalendarPlus className="size-4" aria-hidden /> Subscribe in your calendar
          </a>
        </Button>
        <ConfirmDialog
          trigger={<Button variant="outline">Replace address</Button>}
          title="Replace the calendar address?"
          description="The current address stops working at once; calendars subscribed to it stop updating until you subscribe with the new one."
          confirmLabel="Replace address"
          onConfirm={revoke}
        />
      </div>
    </section>
  );
}
