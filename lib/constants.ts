export const PRODUCT_SLUG = "showbook";
export const APP_NAME = "Showbook";

export const BOOKING_FEE_CENTS = 1000;
export const DEMO_FEE_CENTS = 100;
export const SHOWING_DURATION_MINUTES = 30;
export const MIN_ADVANCE_NOTICE_HOURS = 24;
export const TENANT_REFERRAL_CENTS = 500;

export const SUPPORT_PHONE = "+1-415-555-0134";
export const SUPPORT_EMAIL = "support@showbook.app";

const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Every amount of money the app shows, given in cents: "$10", "$4.99", "$2,450" (cents only when there are some). */
export function formatUsd(cents: number): string {
  return (cents % 100 === 0 ? WHOLE_DOLLARS : WITH_CENTS).format(cents / 100);
}

/** An amount kept or answered in dollars (numeric columns, the answers' fee and amount fields), in the cents formatUsd takes. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

export const BOOKING_FEE = formatUsd(BOOKING_FEE_CENTS);
