import { isOccupied, type OccupancyStatus } from "@/lib/vocabulary/occupancy";

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export function isValidZip(zip: string): boolean {
  return ZIP_PATTERN.test(zip);
}

export type AddressParts = { addressLine1: string; unitNumber: string; city: string; state: string; zipCode: string };

/**
 * A unit typed with its own designator ("Apt 2", "Suite 300", "#4", "Rear", "2nd Floor"):
 * the secondary unit designators of USPS Publication 28, in full or abbreviated, and "#" or "No.".
 */
const UNIT_DESIGNATOR =
  /(^#)|\b(apt|apartment|unit|ste|suite|bldg|building|fl|floor|rm|room|ph|penthouse|spc|space|lot|trlr|trailer|dept|department|ofc|office|bsmt|basement|lbby|lobby|lowr|lower|uppr|upper|frnt|front|rear|side|pier|slip|hngr|hangar|no)\b\.?/i;

/** How the unit is printed: "Unit 4B" for a bare unit, and as typed when it names its designator ("Apt 2", not "Unit Apt 2"). */
export function unitLine(unitNumber: string): string {
  const unit = unitNumber.trim();
  return UNIT_DESIGNATOR.test(unit) ? unit : `Unit ${unit}`;
}

/** "street[, Unit X], city, ST zip". */
export function composeFullAddress({ addressLine1, unitNumber, city, state, zipCode }: AddressParts): string {
  const street = unitNumber.trim() ? `${addressLine1}, ${unitLine(unitNumber)}` : addressLine1;
  return `${street}, ${city}, ${[state, zipCode].filter(Boolean).join(" ")}`;
}

/** Digits for tel: and sms: links, with +1 put in front of a ten-digit US number. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return digits;
}

const showings = (count: number) => `${count} upcoming ${count === 1 ? "showing" : "showings"}`;

/** Who hears of a cancelled showing: the booker, and the resident only where one lives. */
const toldOfCancellation = (occupied: boolean) => (occupied ? "the booker and the resident" : "the booker");

/** The agent's Cancel Showing confirmation. */
export const cancelShowingDescription = (occupied: boolean) =>
  occupied
    ? "The booker and the resident are told, and the booking fee is refunded."
    : "The booker is told, and the booking fee is refunded.";

/** What the card's delete button will do, shown before the second click. */
export function deleteWarning({
  hasBookings,
  upcomingCount,
  occupancyStatus,
}: {
  hasBookings: boolean;
  upcomingCount: number;
  occupancyStatus: OccupancyStatus;
}): string {
  if (!hasBookings) return "This permanently deletes the property. This action cannot be undone.";
  const cancelled = upcomingCount
    ? `Its ${showings(upcomingCount)} will be cancelled and refunded, and ${toldOfCancellation(isOccupied({ occupancyStatus }))} notified. `
    : "";
  return (
    "This property has bookings, so it will be archived instead of deleted: it leaves your dashboard and its booking and share pages close. " +
    cancelled +
    "Its bookings, notices and compliance records are kept in Completed Showings and the compliance export."
  );
}

/** The toast's detail after a delete that archived the property. */
export function archivedDescription(cancelled: number): string {
  return cancelled
    ? `Archived with its records; ${showings(cancelled)} cancelled and refunded, with notices.`
    : "Archived with its records.";
}

const hours = (count: number) => `${count} ${count === 1 ? "hour" : "hours"}`;

/**
 * Who sees a property's private showing instructions and access details, and when
 * (lib/properties/access-details.ts): with `windowHours`, the property's own window.
 */
export const visitorRelease = (windowHours?: number) =>
  `Shared only with confirmed visitors, ${windowHours ? `from ${hours(windowHours)}` : "the hours set below"} before their showing until it ends, on their manage page and in their reminder. Each time they are shown is recorded.`;
