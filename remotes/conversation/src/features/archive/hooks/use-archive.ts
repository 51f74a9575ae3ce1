import { useCallback, useRef, useState } from 'react';
import { publish } from '@mail/event-bus';
import { describeGoogleError, getGoogleClient, isAbortError } from '@mail/gmail-client';

/**
 * Archives the thread with one request (INBOX removed from every message), then says so, tells the
 * mailbox to drop the row and goes back. A second press while it runs does nothing.
 */
export function useArchive(threadId: string, onArchived: () => void) {
  const [archiving, setArchiving] = useState(false);
  const running = useRef(false);

  const archive = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setArchiving(true);
    try {
      await getGoogleClient().archiveThread(threadId);
      publish({ type: 'alert/show', kind: 'success', message: 'Thread archived successfully.' });
      publish({ type: 'thread/archived', threadId });
      onArchived();
    } catch (error) {
      if (isAbortError(error)) return;
      console.error('Could not archive the conversation', error);
      publish({
        type: 'alert/show',
        kind: 'error',
        message: `Could not archive the conversation. ${describeGoogleError(error)}`,
      });
    } finally {
      running.current = false;
      setArchiving(false);
    }
  }, [threadId, onArchived]);

  return { archive, archiving };
}
