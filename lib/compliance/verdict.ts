import type { ManualNoticeMethod } from "./manual-notice-methods";
import type { NotificationChannel } from "@/lib/vocabulary/notice-channels";
import { toLocal } from "@/lib/time/zoned-time";
import { BUSINESS_HOURS_TEXT, isWithinBusinessHours, standingConsentText } from "./business-hours";
import { publicHolidayOn } from "./holidays";
import { CITE, FOR_SALE_NOTICE_DAYS, MAILED_NOTICE_DAYS, WRITTEN_NOTICE_HOURS } from "./rules";
import { elapsedDays, hoursBetween } from "@/lib/time/durations";

export type NoticeStatus = "queued" | "sending" | "sent" | "delivered" | "failed" | "bounced";
export type CountedChannel = NotificationChannel | ManualNoticeMethod;

/** One notice to the resident, as the notifications table records it. */
export type NoticeRecord = {
  channel: NotificationChannel;
  status: NoticeStatus;
  sentAt: Date | null;
  deliveredAt: Date | null;
};

/** A notice the agent gave by hand and recorded: posted at the door, handed over, or oral. */
export type ManualNoticeRecord = { method: ManualNoticeMethod; givenAt: Date };

export type NoticeContent = { statesDate: boolean; statesTime: boolean; statesPurpose: boolean };

export type ComplianceInput = {
  occupied: boolean;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  /** The property's advance notice; the legal minimum applies when it is lower. */
  advanceNoticeHours: number;
  /** Showing to prospective purchasers (sale) or tenants (rental): oral notice is only for sales. */
  purpose: "sale" | "rental";
  tenantConsent: boolean;
  /** When the resident gave standing written consent to showings outside business hours; null when they have not. */
  otherHoursConsentAt: Date | null;
  /** When the resident agreed in writing to notice by e-mail and SMS; null when they have not. */
  electronicConsentAt: Date | null;
  /** The day (YYYY-MM-DD) the resident was told in writing that the unit is for sale. */
  forSaleNoticeGivenOn: string | null;
  notices: readonly NoticeRecord[];
  manualNotices: readonly ManualNoticeRecord[];
  content: NoticeContent;
};

/** `channel` rows say, per notice, why it does or does not count; only the other rules decide. */
export type ComplianceCheck = {
  rule: "notice" | "channel" | "business_hours" | "content";
  passed: boolean;
  detail: string;
  citation: string;
};

export type ComplianceVerdict = {
  applicable: boolean;
  compliant: boolean;
  checks: ComplianceCheck[];
  /** What would still make the notice effective, when it is not yet. */
  missing: string[];
  /** Hours between the earliest notice that counts and the start of the showing. */
  hoursOfNotice: number | null;
  noticeEffectiveAt: Date | null;
  countedChannels: CountedChannel[];
};

const roundHours = (hours: number) => Math.floor(hours * 10) / 10;

const LABEL: Record<CountedChannel, string> = {
  email: "The e-mail",
  sms: "The SMS",
  mail: "The mailed letter",
  door_posting: "The notice posted at the door",
  personal_delivery: "The notice delivered in person",
  phone: "The notice by telephone",
  in_person: "The oral notice in person",
};

type Evaluated = { channel: CountedChannel; at: Date | null; detail: string; citation: string };

function evaluateElectronic(notice: NoticeRecord, input: ComplianceInput): Evaluated {
  const label = LABEL[notice.channel];
  const sentAt = notice.deliveredAt ?? notice.sentAt;
  if ((notice.status !== "sent" && notice.status !== "delivered") || !sentAt) {
    return { channel: notice.channel, at: null, detail: `${label} has not reached the resident`, citation: CITE.written };
  }
  if (!input.electronicConsentAt || +input.electronicConsentAt > +sentAt) {
    return {
      channel: notice.channel,
      at: null,
      detail: `${label} is a courtesy copy: the resident had not agreed in writing to notice by e-mail or SMS`,
      citation: CITE.written,
    };
  }
  return { channel: notice.channel, at: sentAt, detail: `${label} counts: the resident agreed in writing to electronic notice`, citation: CITE.written };
}

function evaluateMail(notice: NoticeRecord, input: ComplianceInput): Evaluated {
  if ((notice.status !== "sent" && notice.status !== "delivered") || !notice.sentAt) {
    return { channel: "mail", at: null, detail: "The letter has not been mailed", citation: CITE.written };
  }
  if (elapsedDays(notice.sentAt, input.startsAt) < MAILED_NOTICE_DAYS) {
    return {
      channel: "mail",
      at: null,
      detail: `The mailed notice does not count: it was mailed less than ${MAILED_NOTICE_DAYS} days before entry`,
      citation: CITE.written,
    };
  }
  return { channel: "mail", at: notice.sentAt, detail: `The letter was mailed at least ${MAILED_NOTICE_DAYS} days before entry`, citation: CITE.written };
}

const daysBetween = (fromIsoDate: string, to: Date) => elapsedDays(new Date(`${fromIsoDate}T00:00:00Z`), to);

function evaluateManual(notice: ManualNoticeRecord, input: ComplianceInput): Evaluated {
  const label = LABEL[notice.method];
  if (notice.method === "door_posting" || notice.method === "personal_delivery") {
    return { channel: notice.method, at: notice.givenAt, detail: `${label} is written notice`, citation: CITE.written };
  }
  const refuse = (detail: string): Evaluated => ({ channel: notice.method, at: null, detail: `${label} does not count: ${detail}`, citation: CITE.oral });
  if (input.purpose !== "sale") return refuse("oral notice is allowed only for showings to prospective purchasers");
  if (!input.forSaleNoticeGivenOn) return refuse("no written notice that the unit is for sale is on file");
  const age = daysBetween(input.forSaleNoticeGivenOn, notice.givenAt);
  if (age < -1 || age > FOR_SALE_NOTICE_DAYS + 1) {
    return refuse(`the written for-sale notice was not given within the ${FOR_SALE_NOTICE_DAYS} days before it`);
  }
  return {
    channel: notice.method,
    at: notice.givenAt,
    detail: `${label} counts: a written for-sale notice was given within ${FOR_SALE_NOTICE_DAYS} days; leave written evidence of the entry inside the unit`,
    citation: CITE.oral,
  };
}

/** What the agent can still do to make the notice effective. */
function listMissing(input: ComplianceInput, requiredHours: number): string[] {
  const missing = [`a notice posted at the door or delivered in person at least ${requiredHours} hours before entry`];
  if (!input.electronicConsentAt && input.notices.some((notice) => notice.channel !== "mail")) {
    missing.push("the resident's written agreement to notice by e-mail or SMS");
  }
  if (input.purpose === "sale") {
    missing.push(
      input.forSaleNoticeGivenOn
        ? `a phone call or oral notice in person at least ${requiredHours} hours before entry`
        : `a written for-sale notice (then oral notice within ${FOR_SALE_NOTICE_DAYS} days suffices)`,
    );
  }
  return missing;
}

/** § 1954(b): entry in normal business hours, or outside them with the tenant's standing or per-booking consent. */
function businessHoursCheck(input: ComplianceInput): ComplianceCheck {
  const hoursText = `${BUSINESS_HOURS_TEXT}, except federal and California holidays`;
  const pass = (detail: string): ComplianceCheck => ({ rule: "business_hours", passed: true, detail, citation: CITE.entry });
  if (isWithinBusinessHours(input.startsAt, input.endsAt, input.timeZone, publicHolidayOn)) {
    return pass(`Entry during normal business hours (${hoursText})`);
  }
  const holiday = publicHolidayOn(toLocal(input.startsAt, input.timeZone).date);
  const when = holiday ? `Entry on ${holiday}, a public holiday,` : "Entry";
  if (input.otherHoursConsentAt && +input.otherHoursConsentAt <= +input.startsAt) {
    return pass(`${when} outside business hours with standing consent: ${standingConsentText(input.otherHoursConsentAt)}`);
  }
  if (input.tenantConsent) return pass(`${when} outside business hours with the tenant's recorded consent`);
  return {
    rule: "business_hours",
    passed: false,
    detail: `${when} outside normal business hours (${hoursText}) without the tenant's recorded consent`,
    citation: CITE.entry,
  };
}

/** Every reason of a verdict names its subsection first: "§ 1954(d)(1): …". */
const cited = (check: ComplianceCheck): ComplianceCheck => ({ ...check, detail: `${check.citation}: ${check.detail}` });

/** The § 1954 verdict for one booking: each notice counted only where the law counts it. */
export function evaluateCompliance(input: ComplianceInput): ComplianceVerdict {
  if (!input.occupied) {
    return {
      applicable: false,
      compliant: true,
      checks: [cited({ rule: "notice", passed: true, detail: "Vacant unit: no tenant notice is required", citation: CITE.written })],
      missing: [],
      hoursOfNotice: null,
      noticeEffectiveAt: null,
      countedChannels: [],
    };
  }

  const requiredHours = Math.max(WRITTEN_NOTICE_HOURS, input.advanceNoticeHours);
  const evaluated = [
    ...input.notices.map((notice) => (notice.channel === "mail" ? evaluateMail(notice, input) : evaluateElectronic(notice, input))),
    ...input.manualNotices.map((notice) => evaluateManual(notice, input)),
  ];
  const counted = evaluated.filter((entry): entry is Evaluated & { at: Date } => entry.at !== null && +entry.at <= +input.startsAt);
  const earliest = counted.reduce<Date | null>((min, entry) => (!min || +entry.at < +min ? entry.at : min), null);
  const hoursOfNotice = earliest ? roundHours(hoursBetween(earliest, input.startsAt)) : null;
  const noticeOk = hoursOfNotice !== null && hoursOfNotice >= requiredHours;
  const citation = counted.some((entry) => entry.citation === CITE.oral) ? CITE.oral : CITE.written;

  const checks: ComplianceCheck[] = [
    hoursOfNotice === null
      ? { rule: "notice", passed: false, detail: "No notice that the law counts has been given yet", citation: CITE.written }
      : noticeOk
        ? { rule: "notice", passed: true, detail: `Notice given ${hoursOfNotice} hours before entry (at least ${requiredHours} required)`, citation }
        : {
            rule: "notice",
            passed: false,
            detail: `Notice given only ${hoursOfNotice} hours before entry; at least ${requiredHours} hours are required`,
            citation,
          },
    ...evaluated.map((entry) => ({ rule: "channel" as const, passed: entry.at !== null, detail: entry.detail, citation: entry.citation })),
  ];

  checks.push(businessHoursCheck(input));

  // A notice the agent posts or says is printed from (or read off) the app's own text.
  const written = input.notices.length > 0;
  const { statesDate, statesTime, statesPurpose } = written ? input.content : { statesDate: true, statesTime: true, statesPurpose: true };
  const missingContent = [!statesDate && "date", !statesTime && "approximate time", !statesPurpose && "purpose"].filter(Boolean);
  checks.push(
    missingContent.length === 0
      ? { rule: "content", passed: true, detail: "Notice states the date, approximate time and purpose of entry", citation: CITE.written }
      : { rule: "content", passed: false, detail: `Notice does not state the ${missingContent.join(", ")} of entry`, citation: CITE.written },
  );

  return {
    applicable: true,
    compliant: checks.every((check) => check.rule === "channel" || check.passed),
    checks: checks.map(cited),
    missing: noticeOk ? [] : listMissing(input, requiredHours),
    hoursOfNotice,
    noticeEffectiveAt: earliest,
    countedChannels: [...new Set(counted.map((entry) => entry.channel))],
  };
}
