// @mail/gmail-client/thread: what reading a conversation needs (bodies, attachments, inline parts),
// an entry of its own so that the first screen does not download it.
import type { GmailThread } from '../google-client';
import { toThreadMessage, type ThreadMessage } from '../thread-message';

export { toThreadMessage };
/** An attachment's bytes from its `data` (base64url), when Gmail sent them inline. */
export { decodeBase64Url } from '../mime-builder';
export type { AttachmentRef, InlinePartRef, ThreadMessage } from '../thread-message';
/** A mailbox as a reply's recipient entry, `Name <address>` (see ReplyContext.toList). */
export { formatMailbox } from '../rules';

export interface ConversationThread {
  id: string;
  /** Oldest first, as Gmail returns them. */
  messages: ThreadMessage[];
}

/** A conversation ready to display, from Gmail's answer (`GoogleClient.getThread`). */
export function toConversationThread(thread: GmailThread): ConversationThread {
  return { id: thread.id ?? '', messages: (thread.messages ?? []).map(toThreadMessage) };
}
