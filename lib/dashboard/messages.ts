/** Spec §8 empty states of the dashboard's showing lists. */
export const NO_UPCOMING_SHOWINGS = "No upcoming showings";
export const NO_COMPLETED_SHOWINGS = "No completed showings";
