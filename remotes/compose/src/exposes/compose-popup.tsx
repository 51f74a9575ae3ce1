import { useEffect, useRef, useState } from 'react';
import type { ComposePopupProps } from '@mail/contracts';
import { outboxDraftKey, POPUP_DRAFT_KEY, type ComposeDraft } from '@mail/drafts';
import { useBusEvent } from '@mail/event-bus';
import { composeTitles } from '../compose-titles';
import { ComposeForm } from '../features/compose-form/components/compose-form';
import {
  useDraftSession,
  warnStorageFailed,
} from '../features/compose-form/hooks/use-draft-session';
import { signedInUser } from '../features/compose-form/utils/sender';
import { queueSend, reopenKeptDrafts, setPopupOpen } from '../features/undo-send/outbox';
import { undoDelaySeconds } from '../features/undo-send/undo-delay';
import { ComposeWindow } from '../features/window/components/compose-window';

// Once this remote loads (the shell loads it at idle after the first rows), what was being written
// when the page went opens again.
void signedInUser().then(async (user) => {
  if (user?.email) await reopenKeptDrafts(user.email).catch(warnStorageFailed);
});

/**
 * ./ComposePopup: the "New Message" window. The shell keeps one: asking again (Compose, `c`) brings
 * the same window back with what was typed, never a second one. Its draft lives on the device until
 * it is sent or closed, so a reload, a crash or a sign-out for a dead token loses nothing. Send closes
 * it at once and holds the message back for Undo (the delay the reader chose; 0 sends at once);
 * offline, the message waits in the outbox until the connection is back.
 */
export default function ComposePopup({ request, onClose }: ComposePopupProps) {
  // The first request decides what is composed; later ones only bring the window back.
  const [first] = useState(request);
  const session = useDraftSession(
    POPUP_DRAFT_KEY,
    first.mode,
    first.replyContext,
    first.gmailDraft,
  );
  useEffect(() => {
    setPopupOpen(true);
    return () => setPopupOpen(false);
  }, []);
  // Closed or sent: the draft goes. Unmounted for any other reason (a sign-out): it stays.
  const close = (end: 'sent' | 'closed') => {
    session?.discard(end);
    onClose();
  };
  // A message handed to the outbox leaves the popup's copy to the outbox (it deletes it once safe).
  const handedToOutbox = useRef(false);
  useBusEvent('compose/close', () => {
    if (!handedToOutbox.current) session?.discard('closed');
  });

  const sendLater = (draft: ComposeDraft) => {
    const delayMs = undoDelaySeconds() * 1000;
    // Offline, even a message sent at once waits in the outbox for the connection.
    if ((delayMs === 0 && navigator.onLine) || !session) return false;
    const { account } = session;
    handedToOutbox.current = true;
    onClose();
    void (async () => {
      const gmailDraftId = await session.settleGmailDraft();
      await queueSend(
        {
          key: outboxDraftKey(crypto.randomUUID()),
          account,
          mode: first.mode,
          ...(first.replyContext ? { replyContext: first.replyContext } : {}),
          draft,
          updatedAt: Date.now(),
          sendQueuedAt: Date.now(),
          ...(gmailDraftId ? { gmailDraftId } : {}),
        },
        delayMs,
      );
      // The popup's copy goes only once the outbox holds the message.
      session.discard('handed-to-outbox');
    })().catch(warnStorageFailed);
    return true;
  };

  return (
    <ComposeWindow
      title={composeTitles[first.mode]}
      onClose={() => close('closed')}
      openRequest={request}
    >
      {session && (
        <ComposeForm
          initialDraft={session.initial}
          onDraftChange={session.save}
          settleGmailDraft={session.settleGmailDraft}
          initialFocus={first.mode === 'new' ? 'to' : 'body'}
          onSent={() => close('sent')}
          sendLater={sendLater}
        />
      )}
    </ComposeWindow>
  );
}
