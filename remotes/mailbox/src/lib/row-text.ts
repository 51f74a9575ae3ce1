import { revealBidiControls } from '@mail/format';
import type { MailListItem } from '@mail/gmail-client';
import { formatFullMailTime } from './mail-time';

/**
 * Defaults of docs/behaviour/mailbox.md#rows; rows may also come from the cache written by an older
 * version.
 */
const DEFAULT_SUBJECT = 'No Subject';
const DEFAULT_SENDER = 'Unknown';

export interface RowText {
  /** Its bidi controls shown as markers: a sender cannot disguise itself as another name. */
  sender: string;
  subject: string;
  snippet: string;
  /** The full date and time (tooltip). */
  fullTime: string;
  /**
   * What the row shows by look alone, for screen readers only (visually hidden around the visible
   * text, which names the row): its state before the sender, e.g. 'Unread', or ''.
   */
  stateBefore: string;
  /** …and what its icons say after the time, e.g. 'starred, has attachments', or ''. */
  marksAfter: string;
}

export function rowText(item: MailListItem): RowText {
  const marks = [
    item.isStarred ? 'starred' : undefined,
    item.hasAttachment ? 'has attachments' : undefined,
  ];
  return {
    sender: revealBidiControls(item.from.trim()) || DEFAULT_SENDER,
    subject: item.subject.trim() || DEFAULT_SUBJECT,
    snippet: item.snippet.trim(),
    fullTime: formatFullMailTime(item.internalDate),
    stateBefore: item.isUnread ? 'Unread' : '',
    marksAfter: marks.filter(Boolean).join(', '),
  };
}
