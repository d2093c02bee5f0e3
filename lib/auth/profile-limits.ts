/** The longest bio a profile keeps; shared by the account form and its server-side schema. */
export const BIO_MAX_LENGTH = 500;
