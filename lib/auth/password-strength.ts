import "server-only";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/** zxcvbn's score runs 0 (a top-ten password) to 4; 2 and up resists online guessing. */
export const MIN_PASSWORD_SCORE = 2;

// The library's warnings are keys; these are what a person reads.
const WARNINGS: Record<string, string> = {
  straightRow: "a straight row of keys is easy to guess",
  keyPattern: "a short keyboard pattern is easy to guess",
  simpleRepeat: "a repeated character like \"aaa\" is easy to guess",
  extendedRepeat: "a repeated pattern like \"abcabc\" is easy to guess",
  sequences: "a sequence like \"abc\" or \"123\" is easy to guess",
  recentYears: "recent years are easy to guess",
  dates: "dates are easy to guess",
  topTen: "it is one of the ten most used passwords",
  topHundred: "it is one of the hundred most used passwords",
  common: "it is a commonly used password",
  similarToCommon: "it is too close to a commonly used password",
  wordByItself: "a single word is easy to guess",
  namesByThemselves: "names on their own are easy to guess",
  commonNames: "common names are easy to guess",
  userInputs: "it contains your e-mail address",
};

let checker: ZxcvbnFactory | undefined;

/**
 * Why a password is too easy to guess (common, trivial, a pattern, built from the
 * e-mail address), or null when it is strong enough.
 */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = checker.check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = (result.feedback.warning && WARNINGS[result.feedback.warning]) || "it is too easy to guess";
  return `Choose a stronger password: ${reason}. A few unrelated words make a strong one.`;
}
