import { formatPhone } from "@/lib/phone/phone";
import { formatLocalDate, formatLocalTime } from "@/lib/time/zoned-time";
import type { NoticeContent } from "./verdict";

export type EntryNoticeInput = {
  residentName: string;
  propertyAddress: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  agentName: string;
  agentPhone: string;
  confirmationNumber: string;
};

export const ENTRY_PURPOSE = "to show the unit to prospective purchasers or tenants";

const timeWindow = (startsAt: Date, endsAt: Date, timeZone: string) =>
  `between ${formatLocalTime(startsAt, timeZone)} and ${formatLocalTime(endsAt, timeZone)}`;

/** Whether a notice's text states the entry's date, approximate time and purpose. */
export function noticeContentOf(text: string, startsAt: Date, endsAt: Date, timeZone: string): NoticeContent {
  return {
    statesDate: text.includes(formatLocalDate(startsAt, timeZone)),
    statesTime: text.includes(timeWindow(startsAt, endsAt, timeZone)),
    statesPurpose: text.includes(ENTRY_PURPOSE),
  };
}

/** The notice's title, which a printed page sets as its heading (`heading`, `law`) above `body`. */
export const ENTRY_NOTICE_TITLE = { heading: "Notice of intent to enter dwelling unit", law: "California Civil Code § 1954" } as const;

/** `text`: the whole notice as e-mailed and mailed; `body`: the same without its title line, under a page's own heading. */
export type EntryNotice = { subject: string; text: string; body: string; sms: string; content: NoticeContent };

/** The written notice of entry under Civil Code § 1954: date, approximate time and purpose. */
export function buildEntryNotice(input: EntryNoticeInput): EntryNotice {
  const date = formatLocalDate(input.startsAt, input.timeZone);
  const window = timeWindow(input.startsAt, input.endsAt, input.timeZone);
  const agent = [input.agentName || "The listing agent", formatPhone(input.agentPhone)].filter(Boolean).join(", ");
  const greeting = `Dear ${input.residentName || "Resident"},`;
  const details = [
    `Property: ${input.propertyAddress}`,
    `Date of entry: ${date}`,
    `Approximate time: ${window}`,
    `Purpose: ${ENTRY_PURPOSE}.`,
    "",
    `The showing lasts about 30 minutes. If you have questions or need to discuss the time, contact ${agent}.`,
    `Reference: ${input.confirmationNumber}`,
  ];
  const title = `${ENTRY_NOTICE_TITLE.heading.toUpperCase()} (${ENTRY_NOTICE_TITLE.law})`;
  const text = [greeting, "", title, "", ...details].join("\n");
  const sms = `Showbook notice (Civ. Code 1954): entry at ${input.propertyAddress} on ${date} ${window}, ${ENTRY_PURPOSE}. Questions: ${agent}. Ref ${input.confirmationNumber}.`;
  return {
    subject: `Notice of entry on ${date}`,
    text,
    body: [greeting, "", ...details].join("\n"),
    sms,
    content: noticeContentOf(text, input.startsAt, input.endsAt, input.timeZone),
  };
}
