import addressparser from 'nodemailer/lib/addressparser';
import { formatMailbox } from '@mail/gmail-client/rules';

/**
 * Typed or pasted recipients as entries, one per mailbox (docs/behaviour/compose.md#recipients):
 * lists separated by commas, semicolons or new lines, names bare or quoted (`"Last, First" <a@x.com>`).
 * Read by nodemailer's RFC 5322 address-list parser, which takes `;` as a separator too and never
 * throws; line breaks are no separators in RFC 5322, so they become commas first. A group gives its
 * members; text without an address stays as typed (an invalid chip).
 */
export function parseRecipients(text: string): string[] {
  const mailboxes = addressparser(text.replace(/[\r\n]+/g, ','), { flatten: true });
  return mailboxes
    .map(({ name, address }) =>
      address.trim() ? formatMailbox({ name, email: address.trim() }) : name.trim(),
    )
    .filter((entry) => entry !== '');
}
