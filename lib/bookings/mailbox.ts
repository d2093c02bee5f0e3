import normalizeEmail from "validator/lib/normalizeEmail.js";

/**
 * The mailbox an e-mail address reaches, so that aliases of one mailbox count as one booker:
 * lower case, without a plus-tag (`name+1@…`), and, for providers that ignore them (Gmail and
 * Googlemail, per validator's provider rules), without dots and on the one domain. Validator
 * also removes the plus-tags of the providers it knows; other providers deliver plus-tagged
 * mail to the same mailbox as well, so the tag is removed for every domain.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  if (address.lastIndexOf("@") <= 0) return address;
  const normalized = normalizeEmail(address) || address;
  const at = normalized.lastIndexOf("@");
  const local = normalized.slice(0, at).split("+")[0] || normalized.slice(0, at);
  return `${local}${normalized.slice(at)}`;
}
