import { revealBidiControls } from '@mail/format';
import type { MailListItem } from '@mail/gmail-client';
import { formatFullMailTime, formatMailTime } from './mail-time';

/**
 * Defaults of docs/behaviour/mailbox.md#rows; rows may also come from the cache written by an older
 * version.
 */
const DEFAULT_SUBJECT = 'No Subject';
const DEFAULT_SENDER = 'Unknown';

export interface RowText {
  /** Its bidi controls shown as markers: a sender cannot disguise itself as another name. */
  sender: string;
  /** The recipients' names (Sent and Drafts rows), bidi controls shown as for the sender. */
  recipients: string;
  subject: string;
  snippet: string;
  /** The time shown: the clock for today's mail, else the date (see `formatMailTime`). */
  time: string;
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

// Paging and tabs show kept pages again, with the same items: each row's text is worked out once
// a day (the shown time depends on the day), not at every showing.
const textOfItem = new WeakMap<MailListItem, { today: number; text: RowText }>();

/** What `item`'s row says, `today` being local midnight of the reader's day. */
export function rowText(item: MailListItem, today: number): RowText {
  const known = textOfItem.get(item);
  if (known?.today === today) return known.text;
  const text = workOutRowText(item, today);
  textOfItem.set(item, { today, text });
  return text;
}

function workOutRowText(item: MailListItem, today: number): RowText {
  const marks = [
    item.isStarred ? 'starred' : undefined,
    item.hasAttachment ? 'has attachments' : undefined,
  ];
  return {
    sender: revealBidiControls(item.from.trim()) || DEFAULT_SENDER,
    recipients: revealBidiControls(item.to.trim()),
    subject: item.subject.trim() || DEFAULT_SUBJECT,
    snippet: item.snippet.trim(),
    time: formatMailTime(item.internalDate, today),
    fullTime: formatFullMailTime(item.internalDate),
    stateBefore: item.isUnread ? 'Unread' : '',
    marksAfter: marks.filter(Boolean).join(', '),
  };
}
