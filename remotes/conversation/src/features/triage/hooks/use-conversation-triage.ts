import { useCallback } from 'react';
import { afterTriage } from '@mail/contracts';
import { listOrder } from '@mail/event-bus';
import { triage, undoLastTriage } from '@mail/gmail-client/triage';
import type { ConversationTriageAction } from '../../../lib/conversation-actions';
import { conversationAfterTriage } from '../utils/neighbour-conversation';

/** Actions that take the thread out of the list the reader came from: the reader leaves it too. */
const LEAVES_THE_LIST: ReadonlySet<ConversationTriageAction> = new Set([
  'archive',
  'trash',
  'spam',
]);

interface ConversationTriageOptions {
  threadId: string;
  /** The thread's labels now (useThreadLabels). */
  labels: readonly string[];
  onBack(): void;
  onOpenThread(threadId: string, messageId: string): void;
}

/**
 * Triage of the open thread through the shared core (`@mail/gmail-client/triage`: one request, the
 * change shown everywhere at once, the alert with Undo, the roll-back on refusal). Archive, Delete
 * and Report spam then leave the conversation for what the reader chose (the list, or its newer or
 * older neighbour); `undo` is the `z` key.
 */
export function useConversationTriage({
  threadId,
  labels,
  onBack,
  onOpenThread,
}: ConversationTriageOptions) {
  const run = useCallback(
    (action: ConversationTriageAction) => {
      void triage(action, [{ threadId, labels }]);
      if (!LEAVES_THE_LIST.has(action)) return;
      const next = conversationAfterTriage(listOrder(), threadId, afterTriage());
      if (next) onOpenThread(next.threadId, next.messageId);
      else onBack();
    },
    [threadId, labels, onBack, onOpenThread],
  );
  const undo = useCallback(() => void undoLastTriage(), []);
  /** Puts a user label on the conversation, or takes it off: undoable like the rest. */
  const label = useCallback(
    (labelId: string, add: boolean) =>
      void triage(add ? { type: 'add-label', labelId } : { type: 'remove-label', labelId }, [
        { threadId, labels },
      ]),
    [threadId, labels],
  );
  return { run, undo, label };
}
