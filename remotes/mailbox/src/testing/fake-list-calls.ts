import type { CallOptions, ListMailboxPageParams, MailboxPage } from '@mail/gmail-client';

/** One listMailboxPage call the test answers when it chooses. */
export interface ListCall {
  params: ListMailboxPageParams;
  signal: AbortSignal | undefined;
  answer(page: MailboxPage): void;
  fail(error: unknown): void;
}

/**
 * A stand-in for the client's listMailboxPage that records each call and leaves it pending until the
 * test answers it. An aborted call rejects with an AbortError, as the real client's do.
 */
export function createFakeListCalls() {
  const calls: ListCall[] = [];
  const listMailboxPage = (params: ListMailboxPageParams, options: CallOptions = {}) =>
    new Promise<MailboxPage>((resolve, reject) => {
      const { signal } = options;
      calls.push({ params, signal, answer: resolve, fail: reject });
      signal?.addEventListener('abort', () =>
        reject(new DOMException('The call was aborted.', 'AbortError')),
      );
    });
  return {
    calls,
    listMailboxPage,
    last(): ListCall {
      const call = calls[calls.length - 1];
      if (!call) throw new Error('No listMailboxPage call was made');
      return call;
    },
  };
}
