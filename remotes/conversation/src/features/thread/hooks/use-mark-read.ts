import { useEffect, useRef } from 'react';
import { publish } from '@mail/event-bus';
import { getGoogleClient, isAbortError, type ConversationThread } from '@mail/gmail-client';

/**
 * Once the thread is on screen, removes UNREAD from it with one request (only when something is
 * unread) and tells the mailbox, whose row turns read without a reload.
 */
export function useMarkRead(thread: ConversationThread | undefined): void {
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!thread || marked.current === thread.id) return;
    if (!thread.messages.some((message) => message.isUnread)) return;
    marked.current = thread.id;
    getGoogleClient()
      .markThreadRead(thread.id)
      .then(
        () => publish({ type: 'thread/read', threadId: thread.id }),
        (error: unknown) => {
          if (!isAbortError(error)) console.error('Could not mark the conversation read', error);
        },
      );
  }, [thread]);
}
