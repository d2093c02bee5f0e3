import { describe, expect, it } from "vitest";
import { isBusinessDay, isOfferedAt, isWithinBusinessHours } from "@/lib/compliance/business-hours";
import { publicHolidayOn, publicHolidaysAmong } from "@/lib/compliance/holidays";
import { buildEntryNotice } from "@/lib/compliance/notice-text";
import {
  OUTSIDE_BUSINESS_HOURS_REASON,
  TOO_SOON_FOR_NOTICE_REASON,
  noticeInTimeRule,
  occupiedUnitRule,
} from "@/lib/compliance/rules";
import { evaluateCompliance, type ComplianceInput, type ManualNoticeRecord, type NoticeRecord } from "@/lib/compliance/verdict";

const LA = "America/Los_Angeles";
// Wednesday 2026-12-09, 10:00–10:30 in Los Angeles (UTC−8).
const startsAt = new Date("2026-12-09T18:00:00Z");
const endsAt = new Date("2026-12-09T18:30:00Z");
const hoursBefore = (hours: number) => new Date(+startsAt - hours * 3_600_000);
const allStated = { statesDate: true, statesTime: true, statesPurpose: true };

const notice = (channel: NoticeRecord["channel"], hours: number, status: NoticeRecord["status"] = "delivered"): NoticeRecord => ({
  channel,
  status,
  sentAt: hoursBefore(hours),
  deliveredAt: status === "delivered" ? hoursBefore(hours) : null,
});

const byHand = (method: ManualNoticeRecord["method"], hours: number): ManualNoticeRecord => ({ method, givenAt: hoursBefore(hours) });

// The general cases run with the resident's agreement to electronic notice on file.
const input = (overrides: Partial<ComplianceInput>): ComplianceInput => ({
  occupied: true,
  startsAt,
  endsAt,
  timeZone: LA,
  advanceNoticeHours: 24,
  purpose: "sale",
  tenantConsent: false,
  otherHoursConsentAt: null,
  electronicConsentAt: new Date("2026-01-05T17:00:00Z"),
  forSaleNoticeGivenOn: null,
  notices: [notice("email", 48)],
  manualNotices: [],
  content: allStated,
  ...overrides,
});

const noticeCheck = (verdict: ReturnType<typeof evaluateCompliance>) => verdict.checks.find((check) => check.rule === "notice");

describe("§ 1954(d): only notice that the law counts", () => {
  const noConsent = { electronicConsentAt: null };
  const courtesyCopies = [notice("email", 48), notice("sms", 48)];

  it("consent on file: the e-mail is written notice (d)(1)", () => {
    const verdict = evaluateCompliance(input({ notices: courtesyCopies }));
    expect(verdict.compliant).toBe(true);
    expect(verdict.countedChannels.sort()).toEqual(["email", "sms"]);
    expect(noticeCheck(verdict)).toMatchObject({ passed: true, citation: "§ 1954(d)(1)" });
    expect(verdict.missing).toEqual([]);
  });

  it("consent given only after the e-mail went out does not make it count", () => {
    const verdict = evaluateCompliance(input({ electronicConsentAt: hoursBefore(10), notices: [notice("email", 48)] }));
    expect(verdict.compliant).toBe(false);
  });

  it("no consent, letter mailed 6 days ahead: the letter counts, e-mail and SMS are courtesy copies", () => {
    const verdict = evaluateCompliance(input({ ...noConsent, notices: [...courtesyCopies, notice("mail", 6 * 24, "sent")] }));
    expect(verdict.compliant).toBe(true);
    expect(verdict.countedChannels).toEqual(["mail"]);
    expect(verdict.hoursOfNotice).toBe(144);
    const courtesy = verdict.checks.filter((check) => check.rule === "channel" && !check.passed);
    expect(courtesy.map((check) => check.detail)).toEqual([
      "§ 1954(d)(1): The e-mail is a courtesy copy: the resident had not agreed in writing to notice by e-mail or SMS",
      "§ 1954(d)(1): The SMS is a courtesy copy: the resident had not agreed in writing to notice by e-mail or SMS",
    ]);
    expect(courtesy.every((check) => check.citation === "§ 1954(d)(1)")).toBe(true);
  });

  it("no consent, door notice posted 26 hours ahead: the posting counts (d)(1)", () => {
    const without = evaluateCompliance(input({ ...noConsent, notices: [...courtesyCopies, notice("mail", 3 * 24, "sent")] }));
    expect(without.compliant).toBe(false);
    expect(noticeCheck(without)).toMatchObject({ passed: false, detail: "§ 1954(d)(1): No notice that the law counts has been given yet" });
    expect(without.missing[0]).toBe("a notice posted at the door or delivered in person at least 24 hours before entry");

    const posted = evaluateCompliance(
      input({ ...noConsent, notices: [...courtesyCopies, notice("mail", 3 * 24, "sent")], manualNotices: [byHand("door_posting", 26)] }),
    );
    expect(posted.compliant).toBe(true);
    expect(posted.countedChannels).toEqual(["door_posting"]);
    expect(posted.hoursOfNotice).toBe(26);
  });

  it("a door notice posted only 20 hours ahead is too late", () => {
    const verdict = evaluateCompliance(input({ ...noConsent, notices: courtesyCopies, manualNotices: [byHand("door_posting", 20)] }));
    expect(verdict.compliant).toBe(false);
    expect(noticeCheck(verdict)?.detail).toBe("§ 1954(d)(1): Notice given only 20 hours before entry; at least 24 hours are required");
  });

  it("buyer showing within 120 days of a written for-sale notice, phone call logged: oral notice counts (d)(2)", () => {
    const verdict = evaluateCompliance(
      input({ ...noConsent, forSaleNoticeGivenOn: "2026-09-01", notices: courtesyCopies, manualNotices: [byHand("phone", 30)] }),
    );
    expect(verdict.compliant).toBe(true);
    expect(verdict.countedChannels).toEqual(["phone"]);
    expect(noticeCheck(verdict)).toMatchObject({ passed: true, citation: "§ 1954(d)(2)" });
  });

  it("a for-sale notice older than 120 days does not allow oral notice", () => {
    const verdict = evaluateCompliance(
      input({ ...noConsent, forSaleNoticeGivenOn: "2026-07-01", notices: courtesyCopies, manualNotices: [byHand("phone", 30)] }),
    );
    expect(verdict.compliant).toBe(false);
    expect(verdict.checks.find((check) => check.detail.includes("The notice by telephone"))).toMatchObject({
      passed: false,
      citation: "§ 1954(d)(2)",
      detail: "§ 1954(d)(2): The notice by telephone does not count: the written for-sale notice was not given within the 120 days before it",
    });
  });

  it("renter showing without consent, letter in time, posting or allowed oral notice: not compliant, and says what is missing", () => {
    const verdict = evaluateCompliance(
      input({
        ...noConsent,
        purpose: "rental",
        forSaleNoticeGivenOn: "2026-11-20",
        notices: [...courtesyCopies, notice("mail", 2 * 24, "sent")],
        manualNotices: [byHand("phone", 30)],
      }),
    );
    expect(verdict.compliant).toBe(false);
    expect(verdict.countedChannels).toEqual([]);
    expect(verdict.checks.find((check) => check.detail.includes("The notice by telephone"))?.detail).toBe(
      "§ 1954(d)(2): The notice by telephone does not count: oral notice is allowed only for showings to prospective purchasers",
    );
    expect(verdict.missing).toEqual([
      "a notice posted at the door or delivered in person at least 24 hours before entry",
      "the resident's written agreement to notice by e-mail or SMS",
    ]);
  });
});

describe("offering a slot only where notice can be effective in time", () => {
  const now = new Date("2026-12-08T10:00:00Z");
  const slotIn = (hours: number) => ({ date: "", time: "", startsAt: new Date(+now + hours * 3_600_000), endsAt: new Date(+now + (hours + 0.5) * 3_600_000) });

  it("with consent, 24 hours ahead is enough: the e-mail goes out at once", () => {
    expect(noticeInTimeRule(now, true)(slotIn(24))).toBeNull();
  });

  it("without consent, the agent must still reach the door 24 hours ahead", () => {
    const rule = noticeInTimeRule(now, false);
    expect(rule(slotIn(25))).toBe(TOO_SOON_FOR_NOTICE_REASON);
    expect(rule(slotIn(28))).toBeNull();
  });
});

describe("§ 1954 verdict", () => {
  it.each<[string, Partial<ComplianceInput>, boolean]>([
    ["email delivered 48 h ahead", {}, true],
    ["email delivered exactly 24 h ahead", { notices: [notice("email", 24)] }, true],
    ["email delivered 23.5 h ahead", { notices: [notice("email", 23.5)] }, false],
    ["SMS delivered 30 h ahead", { notices: [notice("sms", 30)] }, true],
    ["only a failed email", { notices: [notice("email", 48, "failed")] }, false],
    ["only a bounced email", { notices: [notice("email", 48, "bounced")] }, false],
    ["still queued", { notices: [notice("email", 48, "queued")] }, false],
    ["no notice at all", { notices: [] }, false],
    ["letter mailed 7 days ahead", { notices: [notice("mail", 7 * 24, "sent")] }, true],
    ["letter mailed 5 days ahead only", { notices: [notice("mail", 5 * 24, "sent")] }, false],
    ["late letter but email in time", { notices: [notice("mail", 2 * 24, "sent"), notice("email", 30)] }, true],
    ["property asks 48 h, email 30 h", { advanceNoticeHours: 48, notices: [notice("email", 30)] }, false],
    ["notice after the showing started", { notices: [notice("email", -1)] }, false],
  ])("%s → compliant %s", (_name, overrides, compliant) => {
    expect(evaluateCompliance(input(overrides)).compliant).toBe(compliant);
  });

  it("measures hours of notice from the earliest notice that counts", () => {
    const verdict = evaluateCompliance(input({ notices: [notice("sms", 30), notice("email", 50), notice("mail", 50, "sent")] }));
    expect(verdict.hoursOfNotice).toBe(50);
    expect(verdict.countedChannels.sort()).toEqual(["email", "sms"]);
    expect(verdict.checks.find((check) => /mailed less than 6 days/.test(check.detail))).toBeDefined();
  });

  it("refuses entry outside business hours unless the tenant consented", () => {
    const saturday = { startsAt: new Date("2026-12-12T18:00:00Z"), endsAt: new Date("2026-12-12T18:30:00Z") };
    const evening = { startsAt: new Date("2026-12-10T01:45:00Z"), endsAt: new Date("2026-12-10T02:15:00Z") };
    for (const times of [saturday, evening]) {
      const notices = [{ ...notice("email", 0), sentAt: new Date(+times.startsAt - 48 * 3_600_000), deliveredAt: new Date(+times.startsAt - 48 * 3_600_000) }];
      expect(evaluateCompliance(input({ ...times, notices })).compliant).toBe(false);
      expect(evaluateCompliance(input({ ...times, notices, tenantConsent: true })).compliant).toBe(true);
    }
  });

  it("passes entry outside business hours on the tenant's standing consent, citing it and its date", () => {
    const saturday = { startsAt: new Date("2026-12-12T18:00:00Z"), endsAt: new Date("2026-12-12T18:30:00Z") };
    const notices = [{ ...notice("email", 0), sentAt: new Date("2026-12-10T18:00:00Z"), deliveredAt: new Date("2026-12-10T18:00:00Z") }];
    const verdict = evaluateCompliance(input({ ...saturday, notices, otherHoursConsentAt: new Date("2026-03-02T00:00:00Z") }));
    expect(verdict.compliant).toBe(true);
    expect(verdict.checks.find((check) => check.rule === "business_hours")).toEqual({
      rule: "business_hours",
      passed: true,
      detail: "§ 1954(b): Entry outside business hours with standing consent: Tenant agreed in writing on March 2, 2026 to showings outside business hours",
      citation: "§ 1954(b)",
    });
    // A consent given only after the showing does not cover it.
    const late = evaluateCompliance(input({ ...saturday, notices, otherHoursConsentAt: new Date("2026-12-20T00:00:00Z") }));
    expect(late.compliant).toBe(false);
  });

  it("requires the notice to state date, approximate time and purpose", () => {
    const verdict = evaluateCompliance(input({ content: { statesDate: true, statesTime: false, statesPurpose: false } }));
    expect(verdict.compliant).toBe(false);
    expect(verdict.checks.find((check) => check.rule === "content")?.detail).toBe(
      "§ 1954(d)(1): Notice does not state the approximate time, purpose of entry",
    );
  });

  it("does not apply to vacant units", () => {
    const verdict = evaluateCompliance(input({ occupied: false, notices: [] }));
    expect(verdict).toMatchObject({ applicable: false, compliant: true });
  });
});

describe("every verdict reason names its subsection first", () => {
  const saturday = { startsAt: new Date("2026-12-12T18:00:00Z"), endsAt: new Date("2026-12-12T18:30:00Z") };
  // Between them these reach every reason the verdict gives: each channel counted or not, each
  // notice outcome, business hours met, consented (standing or per booking) or not, content.
  const cases: Partial<ComplianceInput>[] = [
    {},
    { occupied: false, notices: [] },
    { notices: [] },
    { notices: [notice("email", 10)] },
    { notices: [notice("email", 48, "failed"), notice("sms", 48, "queued"), notice("mail", 48, "queued")] },
    { electronicConsentAt: null, notices: [notice("email", 48), notice("sms", 48), notice("mail", 8 * 24, "sent"), notice("mail", 2 * 24, "sent")] },
    { manualNotices: [byHand("door_posting", 30), byHand("personal_delivery", 30)] },
    { purpose: "rental", manualNotices: [byHand("phone", 30)] },
    { forSaleNoticeGivenOn: null, manualNotices: [byHand("in_person", 30)] },
    { forSaleNoticeGivenOn: "2026-01-01", manualNotices: [byHand("phone", 30)] },
    { forSaleNoticeGivenOn: "2026-11-20", manualNotices: [byHand("phone", 30)] },
    { ...saturday, notices: [] },
    { ...saturday, notices: [], tenantConsent: true },
    { ...saturday, notices: [], otherHoursConsentAt: new Date("2026-03-02T00:00:00Z") },
    { content: { statesDate: false, statesTime: false, statesPurpose: false } },
  ];
  const verdicts = cases.map((overrides) => evaluateCompliance(input(overrides)));
  const checks = verdicts.flatMap((verdict) => verdict.checks);

  it("every reason starts with the subsection it cites", () => {
    expect(checks.length).toBeGreaterThan(30);
    for (const check of checks) {
      expect(check.citation).toMatch(/^§ 1954\((b|d)\)(\(\d\))?$/);
      expect(check.detail.startsWith(`${check.citation}: `), check.detail).toBe(true);
    }
  });

  it("covers each rule and each subsection", () => {
    expect(new Set(checks.map((check) => check.rule))).toEqual(new Set(["notice", "channel", "business_hours", "content"]));
    expect(new Set(checks.map((check) => check.citation))).toEqual(new Set(["§ 1954(b)", "§ 1954(d)(1)", "§ 1954(d)(2)"]));
  });
});

describe("business hours", () => {
  it.each([
    ["2026-12-09T16:00:00Z", "2026-12-09T16:30:00Z", true],
    ["2026-12-09T15:30:00Z", "2026-12-09T16:00:00Z", false],
    ["2026-12-10T01:30:00Z", "2026-12-10T02:00:00Z", true],
    ["2026-12-10T01:45:00Z", "2026-12-10T02:15:00Z", false],
    ["2026-12-13T18:00:00Z", "2026-12-13T18:30:00Z", false],
    // Summer time: 08:00 in Los Angeles is 15:00 UTC.
    ["2026-07-08T15:00:00Z", "2026-07-08T15:30:00Z", true],
  ])("%s–%s in Los Angeles: %s", (start, end, expected) => {
    expect(isWithinBusinessHours(new Date(start), new Date(end), LA, publicHolidayOn)).toBe(expected);
  });

  it("is the availability rule for occupied units", () => {
    const rule = occupiedUnitRule(LA, false);
    const slot = (start: string) => ({ date: "", time: "", startsAt: new Date(start), endsAt: new Date(+new Date(start) + 1_800_000) });
    expect(rule(slot("2026-12-09T18:00:00Z"))).toBeNull();
    expect(rule(slot("2026-12-12T18:00:00Z"))).toBe(OUTSIDE_BUSINESS_HOURS_REASON);
    expect(occupiedUnitRule(LA, true)(slot("2026-12-12T18:00:00Z"))).toBeNull();
  });
});

describe("entry notice text", () => {
  const noticeInput = {
    residentName: "Dana Lee",
    propertyAddress: "12 Oak St, Unit 3, Oakland, CA 94612",
    startsAt,
    endsAt,
    timeZone: LA,
    agentName: "Sam Agent",
    agentPhone: "+15105550100",
    confirmationNumber: "SB-ABC123",
  };

  it("states date, approximate time and purpose, and the verdict can see it", () => {
    const text = buildEntryNotice(noticeInput);
    expect(text.text).toContain("Wednesday, December 9, 2026");
    expect(text.text).toContain("between 10:00 AM and 10:30 AM");
    expect(text.text).toContain("prospective purchasers or tenants");
    expect(text.sms.length).toBeLessThan(320);
    expect(text.content).toEqual(allStated);
  });

  it("prints the agent's phone as every other message does, in the e-mail, letter and door notice as in the SMS", () => {
    const notice = buildEntryNotice({ ...noticeInput, agentPhone: "+14155550177" });
    for (const printed of [notice.text, notice.body, notice.sms]) {
      expect(printed).toContain("Sam Agent, (415) 555-0177");
      expect(printed).not.toContain("+1415");
    }
  });

  it("gives the door notice its body without the title, which the page sets once as its heading", () => {
    const notice = buildEntryNotice({ ...noticeInput, residentName: "" });
    expect(notice.text).toContain("NOTICE OF INTENT TO ENTER DWELLING UNIT (California Civil Code § 1954)");
    expect(notice.body).not.toMatch(/notice of intent/i);
    expect(notice.body).toContain("Dear Resident,");
    expect(notice.text.replace(/\n\nNOTICE OF INTENT[^\n]*\n/, "\n")).toBe(notice.body);
  });
});

describe("§ 1954(b): public holidays are not normal business hours", () => {
  // 10:00–10:30 in Los Angeles on a local date (UTC−8 in winter, UTC−7 in summer).
  const at = (date: string, offset = "-08:00") => ({ startsAt: new Date(`${date}T10:00:00${offset}`), endsAt: new Date(`${date}T10:30:00${offset}`) });

  it.each([
    ["2026-11-26", "Thanksgiving Day"],
    ["2026-11-27", "Day after Thanksgiving Day"],
    ["2026-12-25", "Christmas Day"],
    ["2027-01-01", "New Year's Day"],
    ["2027-01-18", "Martin Luther King Jr. Day"],
    ["2026-10-12", "Columbus Day"],
  ])("%s is %s", (date, name) => {
    expect(publicHolidayOn(date)).toBe(name);
  });

  it("knows the California state holidays: César Chávez Day on 31 March", () => {
    expect(publicHolidayOn("2027-03-31")).toBe("César Chávez Day");
    expect(publicHolidayOn("2027-03-30")).toBeNull();
  });

  it("offers no weekday hours on a holiday, unless the tenant's standing consent widens them", () => {
    const thanksgiving = at("2026-11-26");
    expect(isOfferedAt(thanksgiving.startsAt, thanksgiving.endsAt, LA, false, publicHolidayOn)).toBe(false);
    expect(isOfferedAt(thanksgiving.startsAt, thanksgiving.endsAt, LA, true, publicHolidayOn)).toBe(true);
    const chavez = at("2027-03-31", "-07:00");
    expect(isWithinBusinessHours(chavez.startsAt, chavez.endsAt, LA, publicHolidayOn)).toBe(false);
    // The days around them are ordinary business days.
    const before = at("2026-11-25");
    expect(isWithinBusinessHours(before.startsAt, before.endsAt, LA, publicHolidayOn)).toBe(true);
    expect(isBusinessDay("2026-11-30", publicHolidayOn)).toBe(true);
    expect(isBusinessDay("2026-11-26", publicHolidayOn)).toBe(false);
  });

  it("reads the holiday on the property's local date", () => {
    // 11:00 PM on Wednesday 25 November in Los Angeles is already Thanksgiving in New York.
    const lateWednesday = new Date("2026-11-26T07:00:00Z");
    expect(isOfferedAt(lateWednesday, new Date(+lateWednesday + 1_800_000), "America/New_York", false, publicHolidayOn)).toBe(false);
    const morning = new Date("2026-11-25T15:00:00Z");
    expect(isOfferedAt(morning, new Date(+morning + 1_800_000), "America/New_York", false, publicHolidayOn)).toBe(true);
  });

  it("is the availability rule and the verdict's, naming the holiday", () => {
    const thanksgiving = at("2026-11-26");
    const slot = { date: "2026-11-26", time: "10:00", ...thanksgiving };
    expect(occupiedUnitRule(LA, false)(slot)).toBe(OUTSIDE_BUSINESS_HOURS_REASON);
    expect(occupiedUnitRule(LA, true)(slot)).toBeNull();
    const notices = [notice("email", 0)].map((row) => ({ ...row, sentAt: hoursBeforeDate(thanksgiving.startsAt, 48), deliveredAt: hoursBeforeDate(thanksgiving.startsAt, 48) }));
    const refused = evaluateCompliance(input({ ...thanksgiving, notices }));
    expect(refused.compliant).toBe(false);
    expect(refused.checks.find((check) => check.rule === "business_hours")?.detail).toBe(
      "§ 1954(b): Entry on Thanksgiving Day, a public holiday, outside normal business hours (Monday to Friday 8:00 AM – 6:00 PM, except federal and California holidays) without the tenant's recorded consent",
    );
    const consented = evaluateCompliance(input({ ...thanksgiving, notices, otherHoursConsentAt: new Date("2026-03-02T00:00:00Z") }));
    expect(consented.compliant).toBe(true);
  });

  it("lists the holidays among the dates a property offers", () => {
    const dates = ["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];
    expect(publicHolidaysAmong(dates)).toEqual([
      { date: "2026-11-26", name: "Thanksgiving Day" },
      { date: "2026-11-27", name: "Day after Thanksgiving Day" },
    ]);
  });
});

const hoursBeforeDate = (date: Date, hours: number) => new Date(+date - hours * 3_600_000);
