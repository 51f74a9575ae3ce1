import { useCallback, useEffect, useRef } from 'react';
import { publish } from '@mail/event-bus';
import { getGoogleClient, isAbortError } from '@mail/gmail-client';
import type { ConversationThread } from '@mail/gmail-client/thread';

/**
 * Once the thread is on screen, removes UNREAD from it with one request (only when something is
 * unread) and tells the mailbox, whose row turns read without a reload. Returns what settles when that is done:
 * marking the thread unread waits for it, so the two cannot land in the wrong order.
 */
export function useMarkRead(thread: ConversationThread | undefined): () => Promise<void> {
  const marked = useRef<string | null>(null);
  const marking = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    if (!thread || marked.current === thread.id) return;
    if (!thread.messages.some((message) => message.isUnread)) return;
    marked.current = thread.id;
    marking.current = getGoogleClient()
      .markThreadRead(thread.id)
      .then(
        () => publish({ type: 'thread/read', threadId: thread.id }),
        (error: unknown) => {
          if (!isAbortError(error)) console.error('Could not mark the conversation read', error);
        },
      );
  }, [thread]);
  return useCallback(() => marking.current, []);
}
