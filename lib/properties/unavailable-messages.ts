/** The visitor's refusal when an id or slug names no property (404). */
export const PROPERTY_NOT_FOUND =
  "Property not found. This property may have been removed or the booking link may be invalid.";

/** The refusal of a booking for an unlisted or archived property, and the reason its upcoming showings are cancelled when it is archived. */
export const PROPERTY_UNAVAILABLE_MESSAGE = "This property is no longer available for showings";
