import type { ReplyContext } from '@mail/contracts';
import { formatMailbox, type ThreadMessage } from '@mail/gmail-client/thread';
import { withinReadingLimits } from '@mail/mail-html';

/**
 * What the editor needs to answer or forward a message of the thread
 * (docs/behaviour/compose.md#reply-context).
 */
export function replyContextOf(message: ThreadMessage): ReplyContext {
  return {
    from: message.fromHeader,
    ...(message.replyToHeader ? { replyTo: message.replyToHeader } : {}),
    // Names kept: the reply's chips and headers carry them, as Gmail's do.
    toList: message.to.map(formatMailbox),
    ccList: message.cc.map(formatMailbox),
    originalSubject: message.subject,
    // A message too large to show is quoted as its text version, or not at all: quoting cleans it
    // on the page.
    originalHtml: [message.html, message.textVersionHtml].find(withinReadingLimits) ?? '',
    originalSender: message.from.name || message.from.email,
    replyToMessageId: message.messageIdHeader,
    ...(message.referencesHeader ? { references: message.referencesHeader } : {}),
    threadId: message.threadId,
    gmailMessageId: message.id,
    originalDate: message.internalDate,
    attachments: message.attachments.map((attachment) => ({
      messageId: message.id,
      ...attachment,
    })),
    inlineImages: message.inlineParts.map((part) => ({ messageId: message.id, ...part })),
  };
}
