import { useEffect } from 'react';
import { on } from '@mail/event-bus';
import { loadRemoteComponent } from '@mail/federation';

// Browsers without requestIdleCallback (Safari) wait a moment instead.
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 200);

/**
 * Once the mailbox has painted its first rows, loads the conversation remote at idle, so opening a
 * message never waits for its code. Never before: it would compete with the first screen.
 */
export function usePrefetchNextScreens(): void {
  useEffect(() => {
    const subscription = on('mailbox/rows-shown').subscribe(() => {
      subscription.unsubscribe();
      whenIdle(() => {
        // A failure here is not the reader's concern: the slot loads (and reports) it when opened.
        loadRemoteComponent('conversation/Conversation').catch(() => undefined);
      });
    });
    return () => subscription.unsubscribe();
  }, []);
}
