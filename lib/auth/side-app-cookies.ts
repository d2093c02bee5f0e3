/** Session cookies that grant the access-code-gated apps; cleared on sign-out. */
export const SIDE_APP_COOKIES = ["showbook_create_access", "showbook_oracle_access"] as const;

/** The browser-session flags kept by the gated apps, cleared on sign-out like the cookies. */
export const SIDE_APP_STORAGE_KEYS = ["createAccess", "oracleAccess"] as const;
