/** Cells a spreadsheet would run as a formula; prefixed with ' so they stay text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number ("+44 20 7946 0958"): digits and phone punctuation only, so nothing a spreadsheet could run. */
const PHONE_NUMBER = /^\+\d[\d\s().-]*$/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text) && !PHONE_NUMBER.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with CRLF line ends and the formula-injection guard on every cell. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
