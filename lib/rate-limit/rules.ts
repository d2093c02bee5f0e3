const LOGIN_THROTTLED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

export type LimitRule = {
  /** Requests allowed inside the window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
  /** What the person is told on a 429. */
  message: string;
};

/**
 * Every rate limit of the app, in one table. Keys are chosen by the caller
 * (an IP, an e-mail, a user id); the rows live in PostgreSQL (`rate_limit_counters`), so
 * every web process and worker shares them.
 */
export const RATE_LIMITS = {
  holdsPerIp: {
    points: 20,
    duration: 10 * 60,
    message: "Too many booking attempts from your connection. Please wait a few minutes and try again.",
  },
  holdsPerEmail: {
    points: 6,
    duration: 10 * 60,
    message: "Too many booking attempts for this e-mail address. Please wait a few minutes and try again.",
  },
  /** Failures of one address at one account. */
  signInsPerAccountAndIp: {
    points: 10,
    duration: 15 * 60,
    message: LOGIN_THROTTLED_MESSAGE,
  },
  /** Failures of one address over all accounts (password spraying). */
  signInsPerIp: {
    points: 10,
    duration: 15 * 60,
    message: LOGIN_THROTTLED_MESSAGE,
  },
  /**
   * Failures at one account over all addresses (a guesser with many addresses); it holds back only
   * addresses that have failed at the account, so nobody can lock the owner out (lib/auth/authenticate.ts).
   */
  signInsPerAccount: {
    points: 20,
    duration: 60 * 60,
    message: "Too many failed sign-in attempts for this account. Please wait an hour and try again.",
  },
  /** New accounts from one client address. */
  registrationsPerIp: {
    points: 10,
    duration: 60 * 60,
    message: "Too many accounts were registered from your connection. Please wait an hour and try again.",
  },
  /** New accounts for one mailbox (its aliases counted together, lib/bookings/mailbox.ts): each gets a verification e-mail. */
  registrationsPerMailbox: {
    points: 3,
    duration: 24 * 60 * 60,
    message: "Too many accounts were registered for this e-mail address today. Please sign in, or try again tomorrow.",
  },
  accessCodePerUser: {
    points: 10,
    duration: 15 * 60,
    message: "Too many access code attempts. Please wait 15 minutes and try again.",
  },
  accessCodePerIp: {
    points: 30,
    duration: 15 * 60,
    message: "Too many access code attempts from your connection. Please wait 15 minutes and try again.",
  },
  oracleUploadsPerUser: {
    points: 60,
    duration: 60 * 60,
    message: "Too many uploads. Please wait a while and try again.",
  },
  propertyPhotosPerUser: {
    points: 30,
    duration: 60 * 60,
    message: "Too many uploads. Please wait a while and try again.",
  },
  oracleMessagesPerUser: {
    points: 120,
    duration: 60 * 60,
    message: "Too many questions in a short time. Please wait a while and try again.",
  },
  imageGenerationsPerUser: {
    points: 10,
    duration: 60,
    message: "You are generating images too quickly. Please wait a minute and try again.",
  },
  billingCheckoutsPerUser: {
    points: 10,
    duration: 10 * 60,
    message: "Too many checkout attempts. Please wait a few minutes and try again.",
  },
  imageReportsPerUser: {
    points: 20,
    duration: 60 * 60,
    message: "Too many reports from your account. Please wait an hour and try again.",
  },
  followChangesPerUser: {
    points: 30,
    duration: 10 * 60,
    message: "You are following and unfollowing too quickly. Please wait a few minutes and try again.",
  },
  verificationEmailsPerUser: {
    points: 3,
    duration: 60 * 60,
    message: "A verification e-mail was sent a moment ago. Please check your inbox, or try again in an hour.",
  },
  signedLinksPerIp: {
    points: 30,
    duration: 10 * 60,
    message: "Too many attempts from your connection. Please wait a few minutes and try again.",
  },
  /** Answers to one booking's feedback form, whose manage link is its only credential. */
  feedbackPerBooking: {
    points: 5,
    duration: 60 * 60,
    message: "Your feedback was sent several times already. Please try again in an hour.",
  },
  /** A resident's changes to the times that never suit, through one preferences link. */
  occupantPreferenceChangesPerLink: {
    points: 20,
    duration: 10 * 60,
    message: "Too many changes in a short time. Please wait a few minutes and try again.",
  },
  /** The agent's "Send link" of a resident's preferences: each is an e-mail and SMS to the resident. */
  occupantLinksPerUser: {
    points: 10,
    duration: 60 * 60,
    message: "Several links were sent in the last hour. Please wait a while and try again.",
  },
  /** The agent's "Send report now": each is an e-mail to an owner. */
  /** Office invitations by one person: each sends an e-mail. */
  officeInvitationsPerInviter: {
    points: 20,
    duration: 60 * 60,
    message: "You sent many invitations in the last hour. Please wait a while and try again.",
  },
  /** Office invitations of one office, whoever sends them. */
  officeInvitationsPerOffice: {
    points: 50,
    duration: 24 * 60 * 60,
    message: "This office sent many invitations today. Please try again tomorrow.",
  },
  /** Opening or accepting invitation links from one address (guessing tokens). */
  officeInvitationOpensPerIp: {
    points: 30,
    duration: 10 * 60,
    message: "Too many invitation links were tried from your connection. Please wait a few minutes and try again.",
  },
  ownerReportsPerUser: {
    points: 10,
    duration: 60 * 60,
    message: "Several reports were sent in the last hour. Please wait a while and try again.",
  },
  /** Connects and "Refresh now" of the agent's own calendars: each is a read by the job worker. */
  calendarReadsPerUser: {
    points: 10,
    duration: 10 * 60,
    message: "Your calendars were read several times in the last minutes. Please wait a few minutes and try again.",
  },
  /** Anonymous fetches of one calendar subscription (calendar apps refresh every 15 minutes or more). */
  calendarFeedsPerToken: {
    points: 30,
    duration: 60 * 60,
    message: "This calendar is being refreshed too often. Please try again in an hour.",
  },
  calendarFeedsPerIp: {
    points: 120,
    duration: 10 * 60,
    message: "Too many calendar requests from your connection. Please wait a few minutes and try again.",
  },
} as const satisfies Record<string, LimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
