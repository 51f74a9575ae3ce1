// @mail/gmail-client/thread: what reading a conversation needs (bodies, attachments, inline parts),
// an entry of its own so that the first screen does not download it.
import type { GmailThread } from '../google-client';
import { threadMessageSteps, toThreadMessage, type ThreadMessage } from '../thread-message';
import { runInSlices, type Steps } from '../work-in-slices';

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

/** Below this many bytes of mail (Gmail's `sizeEstimate`), converting takes a few milliseconds. */
const CONVERT_AT_ONCE_BYTES = 256 * 1024;

/** A conversation ready to display, from Gmail's answer (`GoogleClient.getThread`). */
export function toConversationThread(thread: GmailThread): ConversationThread {
  return { id: thread.id ?? '', messages: (thread.messages ?? []).map(toThreadMessage) };
}

/** Whether toConversationThread takes a few milliseconds only (else: toConversationThreadInSlices). */
export function convertsAtOnce(thread: GmailThread): boolean {
  const bytes = (thread.messages ?? []).reduce(
    (sum, message) => sum + (message.sizeEstimate ?? 0),
    0,
  );
  return bytes <= CONVERT_AT_ONCE_BYTES;
}

/**
 * toConversationThread giving the page's thread back between messages and between large parts:
 * decoding and choosing the body of a 2 MB thread otherwise holds it for 0.3 s
 * (docs/architecture.md#large-mail). Rejects with `signal`'s reason once it is aborted.
 */
export function toConversationThreadInSlices(
  thread: GmailThread,
  signal?: AbortSignal,
): Promise<ConversationThread> {
  return runInSlices(conversationSteps(thread), signal);
}

function* conversationSteps(thread: GmailThread): Steps<ConversationThread> {
  const messages: ThreadMessage[] = [];
  for (const message of thread.messages ?? []) {
    messages.push(yield* threadMessageSteps(message));
    yield;
  }
  return { id: thread.id ?? '', messages };
}
