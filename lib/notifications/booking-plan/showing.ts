import type { Booking } from "@/db/schema";
import { googleCalendarUrl, icsAttachment, outlookCalendarUrl, showingEventOf } from "@/lib/booking-rules/calendar";
import { formatLocalDate, formatLocalTime } from "@/lib/time/zoned-time";
import { WRITTEN_NOTICE_HOURS } from "@/lib/compliance/rules";
import { APP_NAME } from "@/lib/constants";
import { formatPhone } from "@/lib/phone/phone";
import { PARTY_CHANNELS } from "@/lib/vocabulary/notice-channels";
import { everyone, FOOTER, OWNER_CHANNELS, type EventPlan, type PlanContext } from "./context";
import { hoursBefore } from "@/lib/time/durations";

function doorNoticeParagraph(booking: Booking, timeZone: string): string {
  const postBy = hoursBefore(booking.startsAt, WRITTEN_NOTICE_HOURS);
  return (
    `Action needed: the resident has not agreed to notices by e-mail or SMS and a letter would arrive too late, so post the ` +
    `printable door notice by ${formatLocalDate(postBy, timeZone)} at ${formatLocalTime(postBy, timeZone)} ` +
    `(at least ${WRITTEN_NOTICE_HOURS} hours before the showing) and record when and by whom it was posted.`
  );
}

/**
 * A showing booked (`confirmed`) or moved (`rescheduled`): e-mail and SMS to the listing agent,
 * the booker (and buyer's agent) and, at an occupied unit, the resident, who also gets a
 * mailed letter; an e-mail to the linked owner.
 */
export function showing(ctx: PlanContext): EventPlan {
  const { input, booking, property, address, when, who, reach, reference, ref, notice, links, visitor, visitorPhone, tz } = ctx;
  const moved = input.event === "rescheduled";
  const calendarEvent = showingEventOf(booking, property);
  return {
    recipients: everyone(input),
    kind: (role) => {
      if (moved) return "booking_rescheduled";
      if (role === "listing_agent") return "new_booking";
      if (role === "resident") return "entry_notice";
      if (role === "owner") return "owner_notice";
      return "booking_confirmation";
    },
    channels: (role) => {
      if (role === "owner") return OWNER_CHANNELS;
      return role === "resident" ? [...PARTY_CHANNELS, "mail"] : PARTY_CHANNELS;
    },
    email: (role, name) => {
      const hello = ctx.hello(name);
      if (role === "resident") {
        return {
          subject: notice.subject,
          heading: moved ? "Notice of entry (new time)" : "Notice of entry",
          paragraphs: notice.text.split("\n\n"),
          links: links.occupantPreferences ? [{ label: "Times that never suit you for showings", href: links.occupantPreferences }] : [],
          footer: FOOTER,
        };
      }
      if (role === "owner") {
        return {
          subject: `${moved ? "Showing moved" : "Showing booked"} at ${address}: ${when}`,
          heading: moved ? "A showing at your property was moved" : "A showing at your property",
          paragraphs: [
            `${hello} a 30-minute showing of ${address} is ${moved ? "now" : "booked for"} ${when}, for ${visitor.name} (${visitor.type}).`,
            `${input.agent.name || "Your listing agent"} arranges it${input.agent.phone ? ` and can be reached at ${formatPhone(input.agent.phone)}` : ""}.`,
            reference,
          ],
          links: links.ownerOptOut ? [{ label: "Stop showing notices", href: links.ownerOptOut }] : [],
          footer: FOOTER,
        };
      }
      if (role === "listing_agent") {
        return {
          subject: `${moved ? "Showing moved" : "New showing"}: ${address} on ${when}`,
          heading: moved ? "A showing was rescheduled" : "A showing was booked",
          paragraphs: [
            moved ? `${who} moved their showing of ${address} to ${when}.` : `${who} booked a 30-minute showing of ${address} on ${when}.`,
            reach,
            reference,
            ...ctx.specialRequests,
            ...(input.noticeByHand ? [doorNoticeParagraph(booking, tz)] : []),
          ],
          links: [
            ...(input.noticeByHand ? [{ label: "Print the door notice", href: `${input.appUrl}/showings/${booking.id}/notice` }] : []),
            { label: "Open your dashboard", href: `${input.appUrl}/upcoming` },
          ],
          footer: FOOTER,
        };
      }
      const state = moved ? "rescheduled" : "confirmed";
      return {
        subject: `Showing ${state}: ${address} on ${when}`,
        heading: `Your showing is ${state}`,
        paragraphs: [
          `${hello} your 30-minute showing of ${address} is on ${when}.`,
          reference,
          "You can reschedule or cancel up to 24 hours before the showing from the link below.",
          ...(moved ? ["Open the attached calendar file to move the showing in your calendar."] : []),
        ],
        // A moved showing is already in the booker's calendar: the attached file moves it there
        // (same UID, higher SEQUENCE), where an "Add to" link would add a second event.
        links: [
          ...(moved
            ? []
            : [
                { label: "Add to Google Calendar", href: googleCalendarUrl(calendarEvent) },
                { label: "Add to Outlook", href: outlookCalendarUrl(calendarEvent) },
              ]),
          { label: "Manage your showing", href: ctx.manageUrl },
        ],
        ...(moved ? { attachments: [icsAttachment(calendarEvent)] } : {}),
        footer: FOOTER,
      };
    },
    sms: (role) => {
      if (role === "resident") return notice.sms;
      if (role === "listing_agent") {
        return `${APP_NAME}: ${moved ? "showing moved to" : "new showing on"} ${when} at ${address}. ${who}. Call ${visitorPhone}${visitor.email ? `, ${visitor.email}` : ""}. ${ref}`;
      }
      return `${APP_NAME}: your showing at ${address} on ${when} is ${moved ? "rescheduled" : "booked"}. Manage: ${ctx.manageUrl} ${ref}`;
    },
  };
}
