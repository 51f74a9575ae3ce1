import { revealBidiControls } from '@mail/format';
import type { MailListItem } from '@mail/gmail-client';
import { formatFullMailTime } from './mail-time';

/** Spec §3 defaults; rows may also come from the cache written by an older version. */
const DEFAULT_SUBJECT = 'No Subject';
const DEFAULT_SENDER = 'Unknown';

export interface RowText {
  /** Its bidi controls shown as markers: a sender cannot disguise itself as another name. */
  sender: string;
  subject: string;
  snippet: string;
  /** The full date and time (tooltip); the label says it too. */
  fullTime: string;
  /** The row's accessible name: who, how many, what, when and its state. */
  label: string;
}

export function rowText(item: MailListItem): RowText {
  const sender = revealBidiControls(item.from.trim()) || DEFAULT_SENDER;
  const subject = item.subject.trim() || DEFAULT_SUBJECT;
  const fullTime = formatFullMailTime(item.internalDate);
  const parts = [
    item.isUnread ? `Unread, ${sender}` : sender,
    item.threadCount > 1 ? `${item.threadCount} messages` : undefined,
    subject,
    fullTime,
    item.isStarred ? 'starred' : undefined,
    item.hasAttachment ? 'has attachments' : undefined,
  ];
  return {
    sender,
    subject,
    snippet: item.snippet.trim(),
    fullTime,
    label: parts.filter(Boolean).join(', '),
  };
}
