// Kept apart from the typed-recipient parser (recipients.ts) so that reading a conversation, which
// writes mailboxes for a reply, does not download that parser.

/**
 * A To / Cc entry (a chip) is one string: `Name <address>`, `"Last, First" <address>` or a bare
 * address, which is also how the MIME builder takes it; text that holds no address stays as typed
 * and is an invalid chip. docs/behaviour/compose.md#recipients.
 */
export interface Mailbox {
  /** '' when none was given. */
  name: string;
  /** '' when the entry holds no address. */
  email: string;
}

/** RFC 5322 atoms and spaces: a name made only of these needs no quotes. */
const PLAIN_PHRASE =
  /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\uffff]+(?: [A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\uffff]+)*$/;

/** The entry string of a mailbox: the name quoted only when RFC 5322 wants it. */
export function formatMailbox({ name, email }: Mailbox): string {
  const cleanName = name.replace(/\s+/g, ' ').trim();
  if (!cleanName || cleanName === email) return email;
  const phrase = PLAIN_PHRASE.test(cleanName)
    ? cleanName
    : `"${cleanName.replace(/[\\"]/g, '\\$&')}"`;
  return `${phrase} <${email}>`;
}
