import type { ReplyContext } from '@mail/contracts';
import type { ThreadMessage } from '@mail/gmail-client/thread';

/**
 * What the editor needs to answer or forward a message of the thread
 * (docs/behaviour/compose.md#reply-context).
 */
export function replyContextOf(message: ThreadMessage): ReplyContext {
  return {
    from: message.fromHeader,
    toList: message.to.map((address) => address.email),
    ccList: message.cc.map((address) => address.email),
    originalSubject: message.subject,
    originalHtml: message.html,
    originalSender: message.from.name || message.from.email,
    replyToMessageId: message.messageIdHeader,
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
