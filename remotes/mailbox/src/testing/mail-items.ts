import type { MailListItem } from '@mail/gmail-client';

/** A row as the gmail-client builds it; `overrides` change any field. */
export function mailItem(threadId: string, overrides: Partial<MailListItem> = {}): MailListItem {
  const internalDate = overrides.internalDate ?? Date.UTC(2024, 2, 7, 9, 5);
  return {
    id: `${threadId}-m1`,
    threadId,
    threadCount: 1,
    snippet: `Snippet of ${threadId}`,
    subject: `Subject of ${threadId}`,
    from: `Sender ${threadId}`,
    to: 'Recipient',
    hasDraft: false,
    time: new Date(internalDate).toISOString(),
    internalDate,
    labels: ['INBOX'],
    isImportant: false,
    isStarred: false,
    isUnread: false,
    hasAttachment: false,
    attachments: [],
    addresses: [],
    ...overrides,
  };
}

/** `count` rows with thread ids `${prefix}0`, `${prefix}1` … */
export function mailItems(prefix: string, count: number): MailListItem[] {
  return Array.from({ length: count }, (_, index) => mailItem(`${prefix}${index}`));
}
