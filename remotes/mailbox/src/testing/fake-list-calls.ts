import type { CallOptions, ListMailboxPageParams, MailboxPage } from '@mail/gmail-client';

/** One call the test answers when it chooses. */
export interface PendingCall<P, T> {
  params: P;
  signal: AbortSignal | undefined;
  answer(value: T): void;
  fail(error: unknown): void;
}

/** Records each call and leaves it pending; an aborted call rejects with an AbortError, as the client's. */
function pendingCalls<P, T>() {
  const calls: PendingCall<P, T>[] = [];
  const call = (params: P, options: CallOptions = {}) =>
    new Promise<T>((resolve, reject) => {
      const { signal } = options;
      calls.push({ params, signal, answer: resolve, fail: reject });
      signal?.addEventListener('abort', () =>
        reject(new DOMException('The call was aborted.', 'AbortError')),
      );
    });
  const last = (): PendingCall<P, T> => {
    const made = calls[calls.length - 1];
    if (!made) throw new Error('No call was made');
    return made;
  };
  return { calls, call, last };
}

/**
 * Stand-ins for the client's listMailboxPage and getThreadsTotal that record each call and leave it
 * pending until the test answers it.
 */
export function createFakeListCalls() {
  const lists = pendingCalls<ListMailboxPageParams, MailboxPage>();
  const totals = pendingCalls<string, number>();
  return {
    calls: lists.calls,
    listMailboxPage: lists.call,
    last: lists.last,
    totalCalls: totals.calls,
    getThreadsTotal: totals.call,
    lastTotal: totals.last,
  };
}
