// Rules for To / Cc entries once they are entries (chips, or a reply's prefilled recipients): the
// typed text is parsed into entries by compose (its parse-recipients.ts), which alone carries the
// RFC 5322 list parser it needs.
import { addressKey, isValidAddress } from './address';
import { parseAddressList } from './address-list';
import type { Mailbox } from './mailbox';

/**
 * The name and address of one entry; an entry that holds no address, or several, gives its text as
 * the name (an invalid chip).
 */
export function mailboxOf(entry: string): Mailbox {
  const [first, ...rest] = parseAddressList(entry);
  if (!first || rest.length > 0) return { name: entry.trim(), email: '' };
  return first;
}

/** An entry that names exactly one address of the spec's pattern. */
export function isValidRecipient(entry: string): boolean {
  return isValidAddress(mailboxOf(entry).email);
}

/** Entries are the same recipient when their addresses are (case-insensitive); names do not count. */
export function recipientKey(entry: string): string {
  const { email } = mailboxOf(entry);
  return addressKey(email || entry);
}

/** What a chip shows: the name when there is one, else the address (or the text typed). */
export function recipientLabel(entry: string): string {
  const { name, email } = mailboxOf(entry);
  return name || email;
}

/**
 * Whether typed text holds a finished entry: a comma or semicolon outside a quoted name and outside
 * `<…>`, so typing `"Last, First"` does not cut the name at its comma.
 */
export function endsEntry(text: string): boolean {
  let quoted = false;
  let angle = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '\\' && quoted) i++;
    else if (char === '"') quoted = !quoted;
    else if (!quoted && char === '<') angle = true;
    else if (!quoted && char === '>') angle = false;
    else if (!quoted && !angle && (char === ',' || char === ';')) return true;
  }
  return false;
}
