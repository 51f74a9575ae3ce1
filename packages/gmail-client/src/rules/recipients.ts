import addressparser from 'nodemailer/lib/addressparser';
import { addressKey, isValidAddress } from './address';
import { formatMailbox, type Mailbox } from './mailbox';

/**
 * Typed or pasted recipients as entries, one per mailbox: lists may be separated by commas,
 * semicolons or new lines, and names may be quoted (`"Last, First" <a@x.com>`). Parsed by
 * nodemailer's RFC 5322 address-list parser, which takes `;` as a separator too and never throws;
 * line breaks are not separators in RFC 5322, so they become commas first. Groups give their members.
 */
export function parseRecipients(text: string): string[] {
  const mailboxes = addressparser(text.replace(/[\r\n]+/g, ','), { flatten: true });
  return mailboxes
    .map(({ name, address }) =>
      address.trim() ? formatMailbox({ name, email: address.trim() }) : name.trim(),
    )
    .filter((entry) => entry !== '');
}

/** The name and address of one entry; an entry without an address gives its text as the name. */
export function mailboxOf(entry: string): Mailbox {
  const [first, ...rest] = addressparser(entry, { flatten: true });
  if (!first || rest.length > 0) return { name: entry.trim(), email: '' };
  return { name: first.name.trim(), email: first.address.trim() };
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
