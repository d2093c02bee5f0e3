import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Booking } from "@/db/schema";
import { AUTO_DECLINE_REASON } from "@/lib/booking-rules/approval";
import { buildIcs, showingEventOf } from "@/lib/booking-rules/calendar";
import { REQUESTER_TYPES, type RequesterType } from "@/lib/vocabulary/booking-enums";
import ICAL from "ical.js";
import { linkifyit } from "linkify-it";
import { planBookingNotifications, type BookingEvent, type PlanInput } from "@/lib/notifications/booking-plan";
import { nuErrors } from "../fixtures/nu-checker";

/**
 * Pins every notice the booking planner writes (text, recipients, channels) for every event,
 * occupied and vacant, and each kind of booker, so reshaping the planner cannot change a word.
 * The e-mail's HTML is pinned by its hash; its subject and text in full.
 */
const EVENTS: BookingEvent[] = [
  "requested",
  "confirmed",
  "declined",
  "cancelled",
  "rescheduled",
  "completed",
  "move_requested",
  "move_declined",
  "move_expired",
];

const startsAt = new Date("2026-03-09T17:00:00.000Z");

function booking(requesterType: RequesterType, overrides: Partial<Booking> = {}): Booking {
  return {
    id: "d1b7e0f2-5a3c-4c1e-8f7a-2b9c0d1e2f33",
    agentId: "a1b2c3d4-5a3c-4c1e-8f7a-2b9c0d1e2f33",
    confirmationNumber: "SB-2XPA-7KQM",
    status: "confirmed",
    startsAt,
    endsAt: new Date(+startsAt + 30 * 60_000),
    requesterType,
    buyerName: "Bob Buyer",
    buyerEmail: "bob@example.com",
    buyerPhone: requesterType === "buyers_agent" ? "" : "+14155550199",
    buyerAgentName: requesterType === "buyers_agent" ? "Ada Agent" : "",
    buyerAgentEmail: requesterType === "buyers_agent" ? "ada@example.com" : "",
    buyerAgentPhone: requesterType === "buyers_agent" ? "+14155550123" : "",
    specialRequests: "Wheelchair access, please",
    manageToken: "manage-token",
    timeRevision: 1,
    moveStartsAt: new Date("2026-03-10T18:00:00.000Z"),
    cancellationReason: "Buyer found another home",
    ...overrides,
  } as Booking;
}

function input(event: BookingEvent, requesterType: RequesterType, occupied: boolean, extra: Partial<PlanInput> = {}): PlanInput {
  return {
    event,
    booking: booking(requesterType),
    property: {
      fullAddress: "1420 Oak Street, Oakland, CA 94612",
      timezone: "America/Los_Angeles",
      occupancyStatus: occupied ? "resident" : "vacant",
      residentFirstName: occupied ? "Rita" : "",
      residentLastName: occupied ? "Resident" : "",
      residentEmail: occupied ? "rita@example.com" : "",
      residentPhone: occupied ? "+14155550177" : "",
    },
    agent: { name: "Lena Lister", email: "lena@example.com", phone: "+14155550111" },
    owner: { name: "Olga Owner", email: "olga@example.com" },
    appUrl: "https://showbook.test",
    links: {
      approve: "https://showbook.test/approve/t",
      decline: "https://showbook.test/decline/t",
      approvalDeadline: new Date("2026-03-08T17:00:00.000Z"),
      ownerOptOut: "https://showbook.test/owner/opt-out/t",
      feedback: "https://showbook.test/feedback/t",
    },
    ...extra,
  };
}

/** A calendar attachment as its event reads (its DTSTAMP is the time of writing). */
function calendarEvent(ics: string) {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
  return {
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    status: vevent.getFirstPropertyValue("status"),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

async function plan(value: PlanInput) {
  const rows = await planBookingNotifications(value);
  return rows.map(({ html, attachments, ...row }) => ({
    ...row,
    ...(html ? { html: createHash("sha256").update(html).digest("hex").slice(0, 16) } : {}),
    ...(attachments?.length ? { attachments: attachments.map(({ content, ...file }) => ({ ...file, event: calendarEvent(content) })) } : {}),
  }));
}

describe("[notices] the booking planner's output, pinned", () => {
  for (const event of EVENTS) {
    for (const occupied of [true, false]) {
      for (const requesterType of REQUESTER_TYPES) {
        it(`${event}, ${occupied ? "occupied" : "vacant"}, booked by a ${requesterType}`, async () => {
          expect(await plan(input(event, requesterType, occupied))).toMatchSnapshot();
        });
      }
    }
  }

  it("an automatic decline also tells the listing agent", async () => {
    const value = input("declined", "buyer", true);
    value.booking = booking("buyer", { cancellationReason: AUTO_DECLINE_REASON });
    expect(await plan(value)).toMatchSnapshot();
  });

  it("a notice the agent must give by hand, no owner, no links and no special requests", async () => {
    const value = input("confirmed", "renter", true, { noticeByHand: true, owner: null, links: {} });
    value.booking = booking("renter", { specialRequests: "", cancellationReason: "" });
    expect(await plan(value)).toMatchSnapshot();
    const cancelled = input("cancelled", "renter", true, { owner: null, links: {} });
    cancelled.booking = booking("renter", { cancellationReason: "" });
    expect(await plan(cancelled)).toMatchSnapshot();
  });
});

describe("[notices] e-mail HTML and text a booker typed", () => {
  it("every e-mail the planner writes passes the Nu HTML checker", { timeout: 300_000 }, async () => {
    const mails = new Map<string, string>();
    for (const event of EVENTS) {
      for (const row of await planBookingNotifications(input(event, "buyers_agent", true))) {
        if (row.html) mails.set(`${event} to ${row.recipientRole}`, row.html);
      }
    }
    expect(mails.size).toBeGreaterThan(20);
    expect(nuErrors(mails)).toEqual([]);
  });

  it("reaches the listing agent with nothing a mail client or phone would turn into a link of the booker's choosing", async () => {
    const typed = {
      buyerAgentName: "Eve http://evil.example",
      buyerName: "Mallory www.evil.com",
      specialRequests: "Photos at https://evil.example/x?y=1 or evil.com, please",
      cancellationReason: "See //evil.example",
    };
    const found = linkifyit({ fuzzyLink: true, fuzzyEmail: true });
    for (const event of ["requested", "confirmed", "rescheduled", "cancelled"] as const) {
      const value = input(event, "buyers_agent", true);
      value.booking = booking("buyers_agent", typed);
      const toAgent = (await planBookingNotifications(value)).filter((row) => row.recipientRole === "listing_agent");
      expect(toAgent.map((row) => row.channel).sort(), event).toEqual(["email", "sms"]);
      for (const row of toAgent) {
        for (const part of [row.body, row.html ?? ""]) {
          const links = (found.match(part) ?? []).map((link) => link.url);
          expect(links.filter((url) => !url.startsWith("https://showbook.test/") && !url.startsWith("mailto:")), `${event} ${row.channel}`).toEqual([]);
        }
      }
      const mail = toAgent.find((row) => row.channel === "email")!;
      // Still readable: the agent sees what was typed, bracketed.
      if (event === "cancelled") expect(mail.body).toContain("Reason: See //evil[.]example");
      else expect(mail.body).toContain("Eve http[:]//evil[.]example, a buyer's agent, for their buyer Mallory www[.]evil[.]com");
      if (event === "requested" || event === "confirmed") expect(mail.body).toContain("Photos at https[:]//evil[.]example/x?y=1 or evil[.]com, please");
    }
  });
});

describe("[notices] the booker's calendar after a move or a cancellation", () => {
  // The file the success page gave for the booking before it moved (time revision 0).
  const booked = calendarEvent(buildIcs(showingEventOf(booking("buyer", { timeRevision: 0 }), { fullAddress: "1420 Oak Street, Oakland, CA 94612", timezone: "America/Los_Angeles" })));

  it("a move's e-mail to the booker carries the moved event (same UID, higher SEQUENCE) and no Add-to link", async () => {
    const value = input("rescheduled", "buyers_agent", false);
    value.booking = booking("buyers_agent", { startsAt: new Date("2026-03-10T18:00:00.000Z"), timeRevision: 1 });
    const mails = (await planBookingNotifications(value)).filter((row) => row.channel === "email" && ["buyer", "buyer_agent"].includes(row.recipientRole));
    expect(mails.map((row) => row.recipientRole)).toEqual(["buyer_agent", "buyer"]);
    for (const mail of mails) {
      expect(mail.body).not.toMatch(/Add to (Google Calendar|Outlook)|calendar\.google\.com|outlook\.live\.com/);
      expect(mail.html).not.toMatch(/calendar\.google\.com|outlook\.live\.com/);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]).toMatchObject({ filename: "showing-SB-2XPA-7KQM.ics", contentType: expect.stringMatching(/^text\/calendar/) });
      const moved = calendarEvent(mail.attachments![0].content);
      expect(moved).toMatchObject({ uid: booked.uid, status: "CONFIRMED", start: "2026-03-10T18:00:00.000Z" });
      expect(moved.sequence).toBeGreaterThan(booked.sequence);
    }
  });

  it("a cancellation's e-mail to the booker carries the event as CANCELLED (same UID, higher SEQUENCE); nobody else gets a file", async () => {
    const value = input("cancelled", "buyer", true);
    value.booking = booking("buyer", { status: "cancelled", timeRevision: 0 });
    const mails = (await planBookingNotifications(value)).filter((row) => row.channel === "email");
    for (const mail of mails.filter((row) => row.recipientRole !== "buyer")) expect(mail.attachments ?? []).toEqual([]);
    const [toBooker] = mails.filter((row) => row.recipientRole === "buyer");
    const cancelled = calendarEvent(toBooker.attachments![0].content);
    expect(cancelled).toMatchObject({ uid: booked.uid, status: "CANCELLED", start: booked.start });
    expect(cancelled.sequence).toBeGreaterThan(booked.sequence);
  });
});

describe("[notices] the agent's approval texts", () => {
  // GSM-7 without its escaped characters: 153 characters per segment of a long text.
  const segments = (body: string) => {
    expect(body, "GSM-7 only, or the text would cost 70 characters a segment").toMatch(/^[A-Za-z0-9 .,:;'"!?()@#%&*+\-/=<>\n$]*$/);
    return body.length <= 160 ? 1 : Math.ceil(body.length / 153);
  };

  it("ask for a Y or N reply, carry no links and fit in two segments", { timeout: 120_000 }, async () => {
    for (const event of ["requested", "move_requested"] as const) {
      for (const requesterType of REQUESTER_TYPES) {
        const [sms] = (await planBookingNotifications(input(event, requesterType, true))).filter(
          (row) => row.recipientRole === "listing_agent" && row.channel === "sms",
        );
        expect(sms.body, event).toContain("Reply Y to approve, N to decline.");
        expect(sms.body).not.toContain("http");
        expect(segments(sms.body), `${event}, ${requesterType}: ${sms.body.length} characters`).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe("[notices] words written from what happened", () => {
  const emailTo = (rows: Awaited<ReturnType<typeof planBookingNotifications>>, role: string) =>
    rows.find((row) => row.recipientRole === role && row.channel === "email")!.body;

  it("tells the buyer that their agent asked for the move, never \"you asked\"", async () => {
    for (const event of ["move_requested", "move_expired"] as const) {
      const rows = await planBookingNotifications(input(event, "buyers_agent", false));
      expect(emailTo(rows, "buyer"), event).toContain("Ada Agent, your agent,");
      expect(emailTo(rows, "buyer"), event).not.toMatch(/you asked|your request/);
      expect(emailTo(rows, "buyer_agent"), event).toMatch(/you asked|your request/);
    }
  });

  it("tells the booker who paid of the refund only when one is due", async () => {
    const refunded = input("cancelled", "buyers_agent", false);
    refunded.booking = booking("buyers_agent", { refundRequestedAt: startsAt, feeCents: 1000 });
    const rows = await planBookingNotifications(refunded);
    expect(emailTo(rows, "buyer_agent")).toContain("Your $10 booking fee is being refunded to the card you paid with");
    expect(rows.find((row) => row.recipientRole === "buyer_agent" && row.channel === "sms")!.body).toContain("Your $10 fee is being refunded.");
    for (const role of ["buyer", "listing_agent", "owner"]) expect(emailTo(rows, role), role).not.toContain("refunded");

    const kept = input("cancelled", "buyer", false);
    kept.booking = booking("buyer", { refundRequestedAt: null, feeCents: 1000 });
    for (const row of await planBookingNotifications(kept)) expect(row.body).not.toContain("refunded");
  });
});
