import type { ConversationThread, ThreadMessage } from '@mail/gmail-client/thread';

const isDraft = (message: ThreadMessage) => message.labelIds.includes('DRAFT');

/**
 * A thread as the reader sees it: the messages that were sent or received, and apart from them the
 * newest draft of a reply, which opens in the editor under them as in Gmail (a draft is never
 * answered or shown as mail). A thread of drafts only has nothing to answer: they stay messages.
 */
export function separateDraft(thread: ConversationThread): {
  thread: ConversationThread;
  draft?: ThreadMessage;
} {
  const messages = thread.messages.filter((message) => !isDraft(message));
  if (messages.length === 0 || messages.length === thread.messages.length) return { thread };
  const draft = thread.messages.filter(isDraft).at(-1);
  return { thread: { ...thread, messages }, ...(draft ? { draft } : {}) };
}
