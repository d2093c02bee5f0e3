const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export function isValidZip(zip: string): boolean {
  return ZIP_PATTERN.test(zip);
}

export type AddressParts = { addressLine1: string; unitNumber: string; city: string; state: string; zipCode: string };

/** "street[, Unit X], city, ST zip". */
export function composeFullAddress({ addressLine1, unitNumber, city, state, zipCode }: AddressParts): string {
  const street = unitNumber ? `${addressLine1}, Unit ${unitNumber}` : addressLine1;
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

type Occupancy = "vacant" | "resident";

/** Who hears of a cancelled showing: the booker, and the resident only where one lives. */
const toldOfCancellation = (occupancyStatus: Occupancy) => (occupancyStatus === "resident" ? "the booker and the resident" : "the booker");

/** The agent's Cancel Showing confirmation. */
export const cancelShowingDescription = (occupancyStatus: Occupancy) =>
  occupancyStatus === "resident"
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
  occupancyStatus: Occupancy;
}): string {
  if (!hasBookings) return "This permanently deletes the property. This action cannot be undone.";
  const cancelled = upcomingCount
    ? `Its ${showings(upcomingCount)} will be cancelled and refunded, and ${toldOfCancellation(occupancyStatus)} notified. `
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
