/** A word written in capitals, two to six letters: "EU", "FSF", "DER". */
const ABBREVIATION = /\b[A-Z]{2,6}\b/g;

/** The abbreviations of a question, each once. */
export const abbreviationsOf = (question: string): string[] => [...new Set(question.match(ABBREVIATION) ?? [])];

/**
 * A PostgreSQL regular expression finding, in a text, what an abbreviation stands for:
 * capitalised words whose initials spell it ("FSF": "Free Software Foundation"), or one
 * capitalised word it begins ("EU": "European"). Its one group is the form. Words in capitals
 * are left out: a text shouting "IN NO EVENT UNLESS" does not spell "EU".
 */
export function abbreviationPattern(abbreviation: string): string {
  const initials = [...abbreviation].map((letter) => `${letter}[a-z]+`).join("\\s+");
  const truncated = `${abbreviation[0]}${abbreviation.slice(1).toLowerCase()}[a-z]{2,}`;
  return `\\m(${initials}|${truncated})\\M`;
}

/** The question with each abbreviation replaced by what it stands for, where that is known. */
export function writeOut(question: string, forms: Map<string, string>): string {
  return question.replace(ABBREVIATION, (abbreviation) => forms.get(abbreviation) ?? abbreviation);
}
