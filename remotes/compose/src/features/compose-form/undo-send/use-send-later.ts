import { useEffect } from 'react';
import type { ComposeMode, ReplyContext } from '@mail/contracts';
import { outboxDraftKey, type ComposeDraft, type DraftKey } from '@mail/drafts';
import { getGoogleClient, isOffline } from '@mail/gmail-client';
import type { DraftSession } from '../hooks/use-draft-session';
import { warnStorageFailed } from '../utils/storage-warning';
import { queueSend, setEditorOpen } from './outbox';
import { undoDelaySeconds } from './undo-delay';

interface SendLaterOptions {
  /** The editor's draft key: a message that is not sent comes back to this editor. */
  editor: DraftKey;
  session: DraftSession | null;
  mode: ComposeMode;
  replyContext: ReplyContext | undefined;
  /** The outbox took the message: the editor closes (its draft goes once the outbox holds it). */
  onHandedOff(): void;
}

/**
 * An editor's Send with Undo: the message goes to the outbox, which holds it for the reader's undo
 * delay (without a connection, until it is back) and brings it back to this editor if it is not sent.
 * Answers false when the message should go at once instead (no delay, online).
 */
export function useSendLater({
  editor,
  session,
  mode,
  replyContext,
  onHandedOff,
}: SendLaterOptions): (draft: ComposeDraft) => boolean {
  useEffect(() => {
    setEditorOpen(editor, true);
    return () => setEditorOpen(editor, false);
  }, [editor]);

  return (draft) => {
    const delayMs = undoDelaySeconds() * 1000;
    // Without a connection, even a message sent at once waits in the outbox for it.
    if ((delayMs === 0 && !isOffline(getGoogleClient().connection)) || !session) return false;
    onHandedOff();
    void (async () => {
      const gmailDraftId = await session.settleGmailDraft();
      await queueSend(
        {
          key: outboxDraftKey(crypto.randomUUID()),
          account: session.account,
          mode,
          ...(replyContext ? { replyContext } : {}),
          draft,
          updatedAt: Date.now(),
          sendQueuedAt: Date.now(),
          sentFrom: editor,
          ...(gmailDraftId ? { gmailDraftId } : {}),
        },
        delayMs,
      );
      // The editor's copy goes only once the outbox holds the message.
      session.forget('handed-to-outbox');
    })().catch(warnStorageFailed);
    return true;
  };
}
