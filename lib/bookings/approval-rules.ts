/**
 * Manual approval, the rules without I/O. A request must be decided before the property's
 * advance-notice window opens (by default 24 hours before the showing): approving later
 * would give the resident and the booker less notice than the property promises. A
 * request still undecided then is declined and its fee refunded by the auto-decline job.
 */
export const approvalDeadline = (startsAt: Date, advanceNoticeHours: number) =>
  new Date(+startsAt - advanceNoticeHours * 3_600_000);

export const AUTO_DECLINE_REASON = "Not approved in time: declined automatically and refunded";
export const AGENT_DECLINE_REASON = "Declined by the listing agent";

export const APPROVAL_TOKEN_PURPOSES = { approve: "booking-approve", decline: "booking-decline" } as const;
export type ApprovalDecision = keyof typeof APPROVAL_TOKEN_PURPOSES;
