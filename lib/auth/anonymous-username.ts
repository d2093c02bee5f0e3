export const USERNAME_ADJECTIVES = ["Swift", "Quiet", "Bright", "Clever", "Lucky", "Brave", "Calm", "Gentle"] as const;
export const USERNAME_NOUNS = ["Fox", "Owl", "Otter", "Falcon", "Maple", "River", "Harbor", "Comet"] as const;
export const USERNAME_MAX_NUMBER = 9998;

const pattern = new RegExp(`^(${USERNAME_ADJECTIVES.join("|")})(${USERNAME_NOUNS.join("|")})(\\d{1,4})$`);

/** One of 8 adjectives, one of 8 nouns and a number from 0 to 9998, e.g. "QuietOtter417". */
export function generateAnonymousUsername(random: () => number = Math.random): string {
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const number = Math.floor(random() * (USERNAME_MAX_NUMBER + 1));
  return `${pick(USERNAME_ADJECTIVES)}${pick(USERNAME_NOUNS)}${number}`;
}

export function isAnonymousUsername(value: string): boolean {
  const match = pattern.exec(value);
  if (!match) return false;
  const digits = match[3];
  return (digits === "0" || !digits.startsWith("0")) && Number(digits) <= USERNAME_MAX_NUMBER;
}
