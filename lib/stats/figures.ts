/** Spec §9: estimated revenue is 75 dollars per booking. */
export const REVENUE_PER_BOOKING = 75;
export const TOP_PROPERTIES = 6;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Bookings ÷ views × 100, to one decimal; 0 when nothing was viewed. Callers pass the views
 * that ended in a booking, a subset of the views, so the rate cannot pass 100 %.
 */
export const conversionRate = (bookings: number, views: number) => (views > 0 ? oneDecimal((bookings / views) * 100) : 0);

export const averagePerProperty = (bookings: number, properties: number) => (properties > 0 ? oneDecimal(bookings / properties) : 0);

export const estimatedRevenue = (bookings: number) => bookings * REVENUE_PER_BOOKING;
