/** The spec's reply when a question could not be answered (§8). */
export const ORACLE_ERROR_REPLY = "Sorry, there was an error processing your request.";
