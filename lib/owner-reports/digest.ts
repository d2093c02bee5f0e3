import "server-only";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { landlords, notifications, properties, propertyPeople, propertyWithPeople, type Landlord, type NewNotification, type Property } from "@/db/schema";
import { renderEmail } from "@/lib/email/render";
import { env } from "@/lib/env";
import { FOOTER } from "@/lib/notifications/booking-plan";
import { inertLinks } from "@/lib/notifications/inert-links";
import { queueNotifications } from "@/lib/notifications/queue-notifications";
import { ownerOf, ownerOptOutLink } from "@/lib/notifications/write-booking-notifications";
import { ownerDisplayName } from "@/lib/owners/schemas";
import { isoWeek } from "@/lib/time/iso-week";
import { toLocal } from "@/lib/time/zoned-time";
import { currentLinkVersion, ownerReportUrl } from "./link";
import { loadOwnerReport, type OwnerReport } from "./report";

/** The weekly report goes out on the owner's (the property's) Monday, from 8 AM until noon. */
export const DIGEST_FROM = "08:00";
export const DIGEST_UNTIL = "12:00";
/** Showings of each kind the e-mail lists; the page has them all. */
const EMAIL_SHOWINGS = 10;

/** The once-a-week key of one owner's report of one listing: the outbox's unique dedupe key. */
export const ownerReportKey = (propertyId: string, landlordId: string, week: string) => `owner-report:${propertyId}:${landlordId}:${week}`;

/** The week whose report is due at `now` in `timeZone` (its Monday morning), else null. */
export function dueReportWeek(now: Date, timeZone: string): string | null {
  const local = toLocal(now, timeZone);
  const monday = new Date(`${local.date}T00:00:00Z`).getUTCDay() === 1;
  return monday && local.time >= DIGEST_FROM && local.time < DIGEST_UNTIL ? isoWeek(local.date) : null;
}

const showingLine = (showing: OwnerReport["upcoming"][number]) => `${showing.date}, ${showing.time} · ${showing.status}`;

/** The report as e-mail paragraphs: the same facts as the page, in the same order. */
export function reportParagraphs(report: OwnerReport): string[] {
  const list = (title: string, lines: string[], empty: string) => [lines.length ? `${title}:` : empty, ...lines];
  return [
    ...list("Upcoming showings", report.upcoming.slice(0, EMAIL_SHOWINGS).map(showingLine), "No upcoming showings."),
    ...list("Past showings", report.past.slice(0, EMAIL_SHOWINGS).map(showingLine), "No past showings yet."),
    ...list(
      "Feedback",
      report.feedback.map((item) =>
        [item.date, `rating ${item.rating ?? "—"} of 5`, item.interest, item.comments ? `“${inertLinks(item.comments)}”` : null]
          .filter(Boolean)
          .join(" · "),
      ),
      "No feedback yet.",
    ),
    "Views and bookings by week:",
    ...report.weeks.map((week) => `${week.label}: ${week.views} ${week.views === 1 ? "view" : "views"}, ${week.bookings} ${week.bookings === 1 ? "booking" : "bookings"}`),
  ];
}

/** The owner's report e-mail of a listing at `now`, keyed once per week (or, sent by the agent, not keyed). */
export async function planOwnerReportEmail(
  db: DbOrTx,
  property: Property,
  landlord: Landlord,
  email: string,
  now: Date,
  dedupeKey: string | null,
): Promise<NewNotification> {
  const appUrl = env().APP_URL;
  const subject = { propertyId: property.id, landlordId: landlord.id };
  const report = await loadOwnerReport(db, property, now);
  const content = {
    subject: `Your listing's week: ${property.fullAddress}`,
    heading: "Your listing's activity",
    paragraphs: [`Showings, feedback and visits of ${property.fullAddress}. Times are in the property's time zone.`, ...reportParagraphs(report)],
    links: [
      { label: "Open your listing report", href: ownerReportUrl(subject, await currentLinkVersion(db, subject), appUrl, now) },
      { label: "Stop these e-mails", href: ownerOptOutLink({ startsAt: now }, landlord, appUrl) },
    ],
    footer: FOOTER,
  };
  const { html, text } = await renderEmail(content);
  return {
    agentId: property.agentId,
    kind: "owner_report",
    template: "owner_report",
    dedupeKey,
    channel: "email",
    recipientRole: "owner",
    recipientName: ownerDisplayName(landlord),
    recipientAddress: email,
    subject: content.subject,
    body: text,
    html,
    essential: false,
  };
}

/**
 * Writes every owner's weekly report due at `now` into the outbox: on the property's local
 * Monday morning, once per listing, owner and ISO week. Runs take turns on an advisory lock, and
 * the outbox's unique dedupe key turns a repeat (a second run, a second worker) into nothing.
 * Owners who opted out of showing notices (the link in every notice and report) get none.
 */
export async function scheduleOwnerReports(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('showbook:schedule-owner-reports'))`);
    const local = sql`(${now.toISOString()}::timestamptz at time zone ${properties.timezone})`;
    const candidates = await tx
      .select({ property: propertyWithPeople, landlord: landlords })
      .from(properties)
      .innerJoin(propertyPeople, eq(propertyPeople.propertyId, properties.id))
      .innerJoin(landlords, eq(landlords.id, properties.landlordId))
      .where(
        and(
          isNull(properties.archivedAt),
          eq(properties.isDemo, false),
          eq(landlords.showingNotices, true),
          ne(landlords.email, ""),
          sql`extract(isodow from ${local}) = 1`,
        ),
      );
    const due = candidates.flatMap(({ property, landlord }) => {
      const week = dueReportWeek(now, property.timezone);
      return week ? [{ property, landlord, key: ownerReportKey(property.id, landlord.id, week) }] : [];
    });
    if (!due.length) return 0;
    const sent = new Set(
      (await tx.select({ key: notifications.dedupeKey }).from(notifications).where(inArray(notifications.dedupeKey, due.map(({ key }) => key)))).map(
        ({ key }) => key,
      ),
    );
    const rows: NewNotification[] = [];
    for (const { property, landlord, key } of due) {
      const owner = ownerOf(property, landlord);
      if (sent.has(key) || !owner) continue;
      rows.push(await planOwnerReportEmail(tx, property, landlord, owner.email, now, key));
    }
    return (await queueNotifications(tx, rows)).length;
  });
}
