import type { AfterTriage } from '@mail/contracts';
import type { ListedThread } from '@mail/event-bus';
import type { ListDirection } from '../../../lib/conversation-actions';

/**
 * The row next to `threadId` in the list the reader came from, toward `direction`; none when the
 * thread is not in that list or is at its end.
 */
export function neighbourConversation(
  order: readonly ListedThread[],
  threadId: string,
  direction: ListDirection,
): ListedThread | undefined {
  const index = order.findIndex((row) => row.threadId === threadId);
  if (index === -1) return undefined;
  return order[direction === 'older' ? index + 1 : index - 1];
}

/**
 * What opens after the reader archived or deleted `threadId` in the conversation: the neighbour the
 * setting names, or none (the list), also when there is no such neighbour.
 */
export function conversationAfterTriage(
  order: readonly ListedThread[],
  threadId: string,
  choice: AfterTriage,
): ListedThread | undefined {
  return choice === 'list' ? undefined : neighbourConversation(order, threadId, choice);
}
