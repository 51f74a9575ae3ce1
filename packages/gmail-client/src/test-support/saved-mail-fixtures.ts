import type { GmailThread } from '../google-client';
import type { MailboxPage } from '../mailbox-page';
import type { MailListItem } from '../mail-list-item';
import { message, textPart } from './gmail-shapes';

export function row(threadId: string, subject = `Subject ${threadId}`): MailListItem {
  return {
    id: `m-${threadId}`,
    threadId,
    threadCount: 1,
    snippet: 'snippet',
    subject,
    from: 'Ann',
    to: '',
    hasDraft: false,
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

/** A conversation of one message whose body is `html`, as Gmail answers threads.get format=full. */
export function thread(id: string, html = '<p>Hello</p>'): GmailThread {
  return {
    id,
    messages: [
      message(`m-${id}`, {
        threadId: id,
        headers: { From: 'Ann <ann@example.com>', Subject: `Subject ${id}` },
        payload: textPart('text/html', html),
      }),
    ],
  };
}
