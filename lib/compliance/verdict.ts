import { BUSINESS_HOURS, MAILED_NOTICE_DAYS, WRITTEN_NOTICE_HOURS, isWithinBusinessHours } from "./rules";

export type NoticeChannel = "email" | "sms" | "mail";
export type NoticeStatus = "queued" | "sent" | "delivered" | "failed" | "bounced";

/** One notice to the resident, as the notifications table records it. */
export type NoticeRecord = {
  channel: NoticeChannel;
  status: NoticeStatus;
  sentAt: Date | null;
  deliveredAt: Date | null;
};

export type NoticeContent = { statesDate: boolean; statesTime: boolean; statesPurpose: boolean };

export type ComplianceInput = {
  occupied: boolean;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  /** The property's advance notice; the legal minimum applies when it is lower. */
  advanceNoticeHours: number;
  tenantConsent: boolean;
  notices: readonly NoticeRecord[];
  content: NoticeContent;
};

export type ComplianceCheck = { rule: "notice" | "business_hours" | "content"; passed: boolean; detail: string };

export type ComplianceVerdict = {
  applicable: boolean;
  compliant: boolean;
  checks: ComplianceCheck[];
  /** Hours between the earliest notice that counts and the start of the showing. */
  hoursOfNotice: number | null;
  noticeEffectiveAt: Date | null;
  countedChannels: NoticeChannel[];
};

const HOUR_MS = 3_600_000;
const roundHours = (ms: number) => Math.floor((ms / HOUR_MS) * 10) / 10;

/**
 * When a notice counts as given: e-mail and SMS when delivered (or sent, where the carrier
 * confirms no delivery); a letter when mailed, and only if mailed six days ahead.
 */
function effectiveAt(notice: NoticeRecord, startsAt: Date): Date | null {
  if (notice.status === "failed" || notice.status === "bounced" || notice.status === "queued") return null;
  if (notice.channel === "mail") {
    if (!notice.sentAt) return null;
    return +startsAt - +notice.sentAt >= MAILED_NOTICE_DAYS * 24 * HOUR_MS ? notice.sentAt : null;
  }
  return notice.deliveredAt ?? notice.sentAt;
}

/** The § 1954 verdict for one booking, with the reason for each rule. */
export function evaluateCompliance(input: ComplianceInput): ComplianceVerdict {
  if (!input.occupied) {
    return {
      applicable: false,
      compliant: true,
      checks: [{ rule: "notice", passed: true, detail: "Vacant unit: no tenant notice is required" }],
      hoursOfNotice: null,
      noticeEffectiveAt: null,
      countedChannels: [],
    };
  }

  const requiredHours = Math.max(WRITTEN_NOTICE_HOURS, input.advanceNoticeHours);
  const counted = input.notices
    .map((notice) => ({ notice, at: effectiveAt(notice, input.startsAt) }))
    .filter((entry): entry is { notice: NoticeRecord; at: Date } => entry.at !== null && +entry.at <= +input.startsAt);
  const earliest = counted.reduce<Date | null>((min, entry) => (!min || +entry.at < +min ? entry.at : min), null);
  const hoursOfNotice = earliest ? roundHours(+input.startsAt - +earliest) : null;
  const lateMail = input.notices.some((notice) => notice.channel === "mail" && notice.sentAt && !effectiveAt(notice, input.startsAt));

  const checks: ComplianceCheck[] = [];
  if (hoursOfNotice === null) {
    checks.push({ rule: "notice", passed: false, detail: "No written notice has reached the resident yet" });
  } else if (hoursOfNotice < requiredHours) {
    checks.push({
      rule: "notice",
      passed: false,
      detail: `Written notice given only ${hoursOfNotice} hours before entry; at least ${requiredHours} hours are required`,
    });
  } else {
    checks.push({
      rule: "notice",
      passed: true,
      detail: `Written notice given ${hoursOfNotice} hours before entry (at least ${requiredHours} required)`,
    });
  }
  if (lateMail) {
    checks.push({
      rule: "notice",
      passed: true,
      detail: `The mailed notice does not count: it was mailed less than ${MAILED_NOTICE_DAYS} days before entry`,
    });
  }

  const inHours = isWithinBusinessHours(input.startsAt, input.endsAt, input.timeZone);
  const hoursText = `${BUSINESS_HOURS.start}–${BUSINESS_HOURS.end} Monday to Friday`;
  checks.push(
    inHours
      ? { rule: "business_hours", passed: true, detail: `Entry during normal business hours (${hoursText})` }
      : input.tenantConsent
        ? { rule: "business_hours", passed: true, detail: "Entry outside business hours with the tenant's recorded consent" }
        : {
            rule: "business_hours",
            passed: false,
            detail: `Entry outside normal business hours (${hoursText}) without the tenant's recorded consent`,
          },
  );

  const { statesDate, statesTime, statesPurpose } = input.content;
  const missing = [!statesDate && "date", !statesTime && "approximate time", !statesPurpose && "purpose"].filter(Boolean);
  checks.push(
    missing.length === 0
      ? { rule: "content", passed: true, detail: "Notice states the date, approximate time and purpose of entry" }
      : { rule: "content", passed: false, detail: `Notice does not state the ${missing.join(", ")} of entry` },
  );

  return {
    applicable: true,
    compliant: checks.every((check) => check.passed),
    checks,
    hoursOfNotice,
    noticeEffectiveAt: earliest,
    countedChannels: [...new Set(counted.map((entry) => entry.notice.channel))],
  };
}
