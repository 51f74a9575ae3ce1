import type { ConversationThread } from '../google-client';
import type { MailboxPage } from '../mailbox-page';
import type { MailListItem } from '../mail-list-item';
import type { ThreadMessage } from '../thread-message';

export function row(threadId: string, subject = `Subject ${threadId}`): MailListItem {
  return {
    id: `m-${threadId}`,
    threadId,
    threadCount: 1,
    snippet: 'snippet',
    subject,
    from: 'Ann',
    time: '10:00 AM',
    internalDate: 1,
    labels: ['INBOX'],
    isImportant: false,
    isStarred: false,
    isUnread: true,
    hasAttachment: false,
    attachments: [],
    addresses: ['ann@example.com'],
  };
}

export const page = (...threadIds: string[]): MailboxPage => ({
  items: threadIds.map((id) => row(id)),
  nextPageToken: 'next',
});

/** A conversation of one message whose body is `html`. */
export function thread(id: string, html = '<p>Hello</p>'): ConversationThread {
  const message: ThreadMessage = {
    id: `m-${id}`,
    threadId: id,
    from: { name: 'Ann', email: 'ann@example.com' },
    fromHeader: 'Ann <ann@example.com>',
    to: [],
    cc: [],
    subject: `Subject ${id}`,
    date: 'Mon, 1 Jan 2024 10:00:00 +0000',
    internalDate: 1,
    messageIdHeader: '',
    labelIds: ['INBOX'],
    isUnread: false,
    isStarred: false,
    snippet: 'Hello',
    html,
    partsNotShown: false,
    attachments: [],
    inlineParts: [],
  };
  return { id, messages: [message] };
}
