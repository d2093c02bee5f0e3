export const PRODUCT_SLUG = "showbook";
export const APP_NAME = "Showbook";

export const BOOKING_FEE_CENTS = 1000;
export const DEMO_FEE_CENTS = 100;
export const SHOWING_DURATION_MINUTES = 30;
export const MIN_ADVANCE_NOTICE_HOURS = 24;
export const TENANT_REFERRAL_CENTS = 500;

export const SUPPORT_PHONE = "+1-415-555-0134";
export const SUPPORT_EMAIL = "support@showbook.app";

export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

export const BOOKING_FEE = formatUsd(BOOKING_FEE_CENTS);
