"use client";

import { ChevronDown, ChevronRight, Download } from "lucide-react";
import { Fragment, useEffect, useState } from "react";
import { dateLabel } from "@/lib/bookings/day-options";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { complianceLogSchema, type ComplianceLog } from "@/lib/compliance/schemas";
import { toCsv } from "@/lib/csv";
import { csvFilename, hoursOfNoticeCell } from "@/lib/dashboard/showing-export";
import { downloadText } from "@/lib/download";
import { CHANNEL_LABELS, PARTY_CHANNELS, type PartyChannel } from "@/lib/vocabulary/notice-channels";
import { call } from "@/lib/api/call";
import { listComplianceLogsEndpoint } from "@/lib/compliance/endpoints";
import { formatExportTime, formatZonedDateTime, formatZonedTime } from "@/lib/time/zoned-time";
import { formatPhone } from "@/lib/phone/phone";
import { dollarsToCents, formatUsd } from "@/lib/constants";

const storageKey = (propertyId: string) => `complianceLogs:${propertyId}`;
const PARTIES = [
  ["listing_agent", "Agent"],
  ["resident", "Resident"],
  ["buyer", "Buyer"],
] as const;

/** A time of the legal record: in the property's zone, never the viewer's, and naming it ("Tue, Dec 1, 10:00 AM PST"). */
const stamp = (iso: string | null, timeZone: string) => (iso ? formatZonedDateTime(new Date(iso), timeZone) : "");

function SentBadge({
  label,
  party,
  timeZone,
}: {
  label: string;
  party: ComplianceLog["notificationDetails"]["email"]["buyer"];
  timeZone: string;
}) {
  if (!party) return null;
  const sent = party.status === "sent";
  return (
    <span className="flex items-center gap-1 whitespace-nowrap">
      <Badge tone={sent ? "green" : "amber"}>
        {label} {sent ? "sent" : "not sent"}
      </Badge>
      {sent ? <span className="text-xs text-slate-500">{stamp(party.sentAt, timeZone)}</span> : null}
    </span>
  );
}

/** The logs as CSV: every time in the property's zone with the zone named, as on screen, and the hours of notice or why there are none. */
export function complianceLogsCsv(logs: ComplianceLog[]): string {
  const exported = (iso: string | null, timeZone: string) => (iso ? formatExportTime(new Date(iso), timeZone) : "");
  const channelCell = (log: ComplianceLog, channel: PartyChannel, role: (typeof PARTIES)[number][0]) => {
    const party = log.notificationDetails[channel][role];
    return party ? `${party.status}${party.sentAt ? ` ${exported(party.sentAt, log.timeZone)}` : ""}` : "";
  };
  return toCsv(
    [
      "Confirmation", "Booked at", "Showing date", "Showing time", "Time zone", "Status", "Buyer", "Buyer email", "Buyer phone",
      "Buyer's agent", "Resident", "Amount", "Payment status", "Payment intent", "Processed at",
      ...PARTIES.flatMap(([, label]) => PARTY_CHANNELS.map((channel) => `${label} ${CHANNEL_LABELS[channel].name} notice`)),
      "Certified mail", "Tracking number", "Compliant", "Hours of notice",
    ],
    logs.map((log) => [
      log.confirmationNumber, exported(log.bookingCreatedAt, log.timeZone), log.showingDate, log.showingTime, log.timeZone, log.status, log.buyerName, log.buyerEmail,
      formatPhone(log.buyerPhone), log.buyerAgentName, log.residentInfo?.name ?? "", log.payment.amount, log.payment.status,
      log.payment.stripePaymentIntentId ?? "", exported(log.payment.processedAt, log.timeZone),
      ...PARTIES.flatMap(([role]) => PARTY_CHANNELS.map((channel) => channelCell(log, channel, role))),
      log.certifiedMail?.status ?? "", log.certifiedMail?.trackingNumber ?? "",
      log.compliance ? (log.compliance.applicable ? (log.compliance.compliant ? "yes" : "no") : "n/a (vacant)") : "",
      hoursOfNoticeCell(log.compliance),
    ]),
  );
}

/** Compliance Logs: every booking's payment and notices per party and channel; falls back to the last loaded logs. */
export function ComplianceLogsModal({
  propertyId,
  address,
  open,
  onOpenChange,
}: {
  propertyId: string;
  address: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [logs, setLogs] = useState<ComplianceLog[] | null>(null);
  const [stale, setStale] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    call(listComplianceLogsEndpoint, { params: { id: propertyId } })
      .then((data) => {
        localStorage.setItem(storageKey(propertyId), JSON.stringify(data.logs));
        return { logs: data.logs, stale: false };
      })
      .catch(() => {
        const saved = localStorage.getItem(storageKey(propertyId));
        return { logs: saved ? (complianceLogSchema.array().safeParse(JSON.parse(saved)).data ?? []) : [], stale: true };
      })
      .then((result) => {
        if (cancelled) return;
        setLogs(result.logs);
        setStale(result.stale);
      });
    return () => {
      cancelled = true;
    };
  }, [open, propertyId]);

  const exportCsv = () => {
    if (!logs?.length) return;
    downloadText(csvFilename("compliance-logs"), complianceLogsCsv(logs), "text/csv;charset=utf-8");
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Compliance Logs" description={address} className="max-w-6xl">
        {logs === null ? (
          <p role="status" className="text-sm text-slate-600">
            Loading compliance logs…
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            {stale ? (
              <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
                Could not reach the server: showing the last loaded logs.
              </p>
            ) : null}
            <div className="flex justify-end">
              <Button size="sm" variant="outline" onClick={exportCsv} disabled={!logs.length}>
                <Download aria-hidden /> Export CSV
              </Button>
            </div>
            {logs.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-600">No showings have been booked for this property yet.</p>
            ) : (
              <div className="max-h-[600px] overflow-auto">
                <table className="w-full text-left text-sm">
                  <thead className="sticky top-0 bg-white text-xs uppercase text-slate-500">
                    <tr>
                      <th className="p-2">
                        <span className="sr-only">Details</span>
                      </th>
                      <th className="p-2">Showing</th>
                      <th className="p-2">Booked</th>
                      <th className="p-2">Booker</th>
                      <th className="p-2">Resident</th>
                      <th className="p-2">Payment</th>
                      <th className="p-2">Notices</th>
                      <th className="p-2">Certified mail</th>
                      <th className="p-2">§ 1954</th>
                    </tr>
                  </thead>
                  <tbody>
                    {logs.map((log) => (
                      <Fragment key={log.id}>
                        <tr className="border-t border-slate-100 align-top">
                          <td className="p-2">
                            <Button
                              size="icon"
                              variant="ghost"
                              aria-expanded={expanded === log.id}
                              aria-label={`Details of ${log.confirmationNumber}`}
                              onClick={() => setExpanded(expanded === log.id ? null : log.id)}
                            >
                              {expanded === log.id ? <ChevronDown /> : <ChevronRight />}
                            </Button>
                          </td>
                          <td className="p-2">
                            {dateLabel(log.showingDate)}
                            <br />
                            {formatZonedTime(new Date(log.startsAt), log.timeZone)}
                          </td>
                          <td className="p-2 text-xs">{stamp(log.bookingCreatedAt, log.timeZone)}</td>
                          <td className="p-2">
                            {log.buyerName}
                            {log.buyerAgentName ? <div className="text-xs text-slate-500">Agent: {log.buyerAgentName}</div> : null}
                          </td>
                          <td className="p-2">{log.residentInfo?.name || "—"}</td>
                          <td className="p-2">
                            {formatUsd(dollarsToCents(log.payment.amount))} · {log.payment.status}
                          </td>
                          <td className="p-2">
                            <div className="flex flex-col gap-1">
                              {PARTIES.map(([role, label]) => (
                                <Fragment key={role}>
                                  {PARTY_CHANNELS.map((channel) => (
                                    <SentBadge
                                      key={channel}
                                      label={`${label} ${CHANNEL_LABELS[channel].name}`}
                                      party={log.notificationDetails[channel][role]}
                                      timeZone={log.timeZone}
                                    />
                                  ))}
                                </Fragment>
                              ))}
                            </div>
                          </td>
                          <td className="p-2">
                            {log.certifiedMail ? (
                              <>
                                <Badge tone={log.certifiedMail.status === "not_sent" ? "amber" : "green"}>
                                  {log.certifiedMail.status === "not_sent" ? "not sent" : log.certifiedMail.status}
                                </Badge>
                                {log.certifiedMail.trackingNumber ? (
                                  <div className="text-xs text-slate-500">#{log.certifiedMail.trackingNumber}</div>
                                ) : null}
                              </>
                            ) : (
                              "—"
                            )}
                          </td>
                          <td className="p-2">
                            {!log.compliance ? (
                              "—"
                            ) : !log.compliance.applicable ? (
                              <Badge>Vacant</Badge>
                            ) : (
                              <Badge tone={log.compliance.compliant ? "green" : "amber"}>
                                {log.compliance.compliant ? "Compliant" : "Not compliant"}
                              </Badge>
                            )}
                          </td>
                        </tr>
                        {expanded === log.id ? (
                          <tr className="bg-slate-50">
                            <td colSpan={9} className="p-3 text-xs">
                              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
                                <dt className="font-medium">Confirmation</dt>
                                <dd>{log.confirmationNumber}</dd>
                                <dt className="font-medium">Buyer contact</dt>
                                <dd>{[log.buyerEmail, formatPhone(log.buyerPhone)].filter(Boolean).join(" · ") || "—"}</dd>
                                {log.buyerAgentName ? (
                                  <>
                                    <dt className="font-medium">Buyer&apos;s agent</dt>
                                    <dd>{[log.buyerAgentName, formatPhone(log.buyerAgentPhone)].filter(Boolean).join(" · ")}</dd>
                                  </>
                                ) : null}
                                <dt className="font-medium">Payment intent</dt>
                                <dd>{log.payment.stripePaymentIntentId ?? "—"}</dd>
                                <dt className="font-medium">Processed at</dt>
                                <dd>{stamp(log.payment.processedAt, log.timeZone) || "—"}</dd>
                                <dt className="font-medium">Hours of notice</dt>
                                <dd>{hoursOfNoticeCell(log.compliance)}</dd>
                              </dl>
                              <ul className="mt-2 list-disc pl-5">
                                {(log.compliance?.checks ?? []).map((check) => (
                                  <li key={check.detail} className={check.passed ? "text-slate-700" : "text-red-700"}>
                                    {check.detail}
                                  </li>
                                ))}
                              </ul>
                              <div className="mt-2 flex gap-3">
                                <a className="text-blue-700 underline" href={`/showings/${log.id}/entry-record`} target="_blank" rel="noopener">
                                  Evidence of entry
                                </a>
                                {log.residentInfo ? (
                                  <a className="text-blue-700 underline" href={`/showings/${log.id}/notice`} target="_blank" rel="noopener">
                                    Door notice
                                  </a>
                                ) : null}
                              </div>
                            </td>
                          </tr>
                        ) : null}
                      </Fragment>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
