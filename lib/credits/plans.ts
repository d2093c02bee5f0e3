/** Spec §9: the subscription costs $10 a month and grants 20 credits each paid month. */
export const SUBSCRIPTION_PRICE_CENTS = 1000;
export const SUBSCRIPTION_CREDITS = 20;

export const NO_CREDITS_MESSAGE = "You have no credits left. Subscribe or buy a credit pack to keep generating.";
