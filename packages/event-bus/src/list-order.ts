/**
 * The conversations of the list the reader last saw, in its order (newest first), so that a
 * conversation can open its neighbours (Gmail's `j` / `k`, what comes after an archive). Kept in a
 * page-wide slot like the bus's channel, not as a bus event: the conversation's code may load after the
 * mailbox has shown its rows, and the bus replays nothing.
 */

/** A row of the list: its thread and the message it opens. */
export interface ListedThread {
  threadId: string;
  messageId: string;
}

// Versioned like the bus's channel: every copy of major version 1 of this package shares it.
const LIST_ORDER_KEY = Symbol.for('@mail/list-order/v1');
type ListOrderSlot = { [LIST_ORDER_KEY]?: readonly ListedThread[] };

/** The mailbox says which conversations its page shows now, in order. */
export function publishListOrder(threads: readonly ListedThread[]): void {
  (globalThis as ListOrderSlot)[LIST_ORDER_KEY] = threads;
}

/** The rows of the list last shown in this page; empty when none was. */
export function listOrder(): readonly ListedThread[] {
  return (globalThis as ListOrderSlot)[LIST_ORDER_KEY] ?? [];
}
