import { BOOKING_FEE_CENTS, DEMO_FEE_CENTS } from "@/lib/constants";

export const CURRENCY = "usd";

/** The fee for one showing, decided by the server alone. */
export const feeFor = (property: { isDemo: boolean }) => (property.isDemo ? DEMO_FEE_CENTS : BOOKING_FEE_CENTS);

/** Mock PaymentIntents (no Stripe configured) carry "mock" in the id and the client secret. */
export const mockPaymentIntentId = (bookingId: string) => `pi_mock_${bookingId.replaceAll("-", "")}`;
export const isMockPaymentIntentId = (id: string) => id.startsWith("pi_mock_");
