import { linkifyit } from "linkify-it";

// What a mail client or phone would turn into a link: addresses with a scheme, "//host", and bare
// domains like "www.evil.com" or "evil.com" (linkify-it's fuzzy links, with its list of common TLDs).
const links = linkifyit({ fuzzyLink: true, fuzzyEmail: true });

/** "http://evil.example/x" → "http[:]//evil[.]example/x": reads the same, links nowhere. */
const defang = (link: string) => link.replace("://", "[:]//").replaceAll(".", "[.]");

/**
 * Text someone else typed (a booker's name, special requests, a cancellation reason), made
 * inert for the mail client or phone that shows it: what they would auto-link is written with
 * its dots and "://" bracketed, so a message to the agent never carries a link its sender chose.
 * E-mail addresses stay as they are (the booker's own address is how the agent replies).
 */
export function inertLinks(text: string): string {
  const found = links.match(text);
  if (!found) return text;
  let result = "";
  let last = 0;
  for (const match of found) {
    result += text.slice(last, match.index) + (match.schema === "mailto:" ? match.raw : defang(match.raw));
    last = match.lastIndex;
  }
  return result + text.slice(last);
}
