import { useCallback, useEffect, useRef, useState } from 'react';
import { useBusEvent } from '@mail/event-bus';
import {
  describeGoogleError,
  getGoogleClient,
  GoogleApiError,
  isAbortError,
  isPassingFailure,
} from '@mail/gmail-client';
import {
  convertsAtOnce,
  toConversationThread,
  toConversationThreadInSlices,
  type ConversationThread,
} from '@mail/gmail-client/thread';

export type ThreadState =
  | { status: 'loading' }
  | { status: 'ready'; thread: ConversationThread }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

/**
 * Loads a conversation: one threads.get (or the mailbox's prefetch of it). `reload` fetches it again
 * while the thread on screen stays (after a reply is sent); `retry` starts over with a spinner.
 * A failure that passes by itself (rate limit, server error, offline) leaves what is shown as it is
 * (the shell's status line speaks) and the thread loads again when gmail-client publishes
 * 'connection/resumed'. A 401 signs out inside gmail-client; the shell then shows the login screen.
 */
export function useThread(threadId: string) {
  // A prefetch that has arrived paints on the first render, with no spinner in between, unless it
  // is large: that one is converted in slices, as a fetched one is.
  const [arrived] = useState(() => getGoogleClient().takePrefetchedThread(threadId));
  const [state, setState] = useState<ThreadState>(() => {
    const prefetched = arrived && convertsAtOnce(arrived) && toConversationThread(arrived);
    return prefetched && prefetched.messages.length
      ? { status: 'ready', thread: prefetched }
      : { status: 'loading' };
  });
  const arrivedLarge = useRef(arrived && !convertsAtOnce(arrived) ? arrived : undefined);
  const [generation, setGeneration] = useState(0);
  const loadedAtStart = useRef(state.status === 'ready');

  useEffect(() => {
    if (loadedAtStart.current) {
      loadedAtStart.current = false;
      return;
    }
    const controller = new AbortController();
    const large = arrivedLarge.current;
    arrivedLarge.current = undefined;
    (large
      ? Promise.resolve(large)
      : getGoogleClient().getThread(threadId, { signal: controller.signal })
    )
      .then((thread) =>
        convertsAtOnce(thread)
          ? toConversationThread(thread)
          : toConversationThreadInSlices(thread, controller.signal),
      )
      .then(
        (thread) => {
          if (thread.messages.length === 0) setState({ status: 'not-found' });
          else setState({ status: 'ready', thread });
        },
        (error: unknown) => {
          if (isAbortError(error) || isPassingFailure(error)) return;
          console.error('The conversation could not be loaded', error);
          if (error instanceof GoogleApiError && error.status === 404) {
            setState({ status: 'not-found' });
          } else {
            setState({ status: 'failed', message: describeGoogleError(error) });
          }
        },
      );
    return () => controller.abort();
  }, [threadId, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  useBusEvent('connection/resumed', reload);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setGeneration((n) => n + 1);
  }, []);
  return { state, reload, retry };
}
