import { useCallback } from 'react';
import { publish } from '@mail/event-bus';
import { describeGoogleError, getGoogleClient } from '@mail/gmail-client';
import type { ThreadMessage } from '@mail/gmail-client/thread';

/**
 * Mark as unread, as in Gmail: the newest message gets UNREAD back with one request, the mailbox row
 * shows unread at once and the reader goes back to the list. A failed request turns the row read
 * again and says so. `whenRead`: the marking read of this opening, which must land first.
 */
export function useMarkUnread(
  newest: ThreadMessage | undefined,
  whenRead: () => Promise<void>,
  onDone: () => void,
) {
  return useCallback(async () => {
    if (!newest) return;
    const { threadId } = newest;
    await whenRead();
    publish({ type: 'thread/unread', threadId });
    onDone();
    getGoogleClient()
      .markMessageUnread(newest)
      .catch((error: unknown) => {
        console.error('Could not mark the conversation unread', error);
        publish({ type: 'thread/read', threadId });
        publish({
          type: 'alert/show',
          kind: 'error',
          message: `Could not mark the conversation unread. ${describeGoogleError(error)}`,
        });
      });
  }, [newest, whenRead, onDone]);
}
