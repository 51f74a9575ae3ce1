import type { ReplyContext } from '@mail/contracts';

/** A reply context as the conversation view builds it; tests override fields as they need. */
export function replyContext(overrides: Partial<ReplyContext> = {}): ReplyContext {
  return {
    from: 'Ann Lee <ann@example.com>',
    toList: ['me@example.com', 'Bob <bob@example.org>'],
    ccList: ['carol@example.net'],
    originalSubject: 'Quarterly numbers',
    originalHtml: '<p>See <b>attached</b>.</p>',
    originalSender: 'Ann Lee',
    replyToMessageId: '<orig-1@mail.example.com>',
    threadId: 'thread-1',
    gmailMessageId: 'msg-1',
    originalDate: Date.UTC(2024, 2, 5, 10, 7),
    ...overrides,
  };
}
