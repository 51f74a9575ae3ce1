import { useRef, useState } from 'react';
import type { ComposePopupProps } from '@mail/contracts';
import { POPUP_DRAFT_KEY } from '@mail/drafts';
import { on, useBusEvent } from '@mail/event-bus';
import { composeTitles } from '../compose-titles';
import { ComposeForm } from '../app/compose-form';
import { pushClosedDrafts } from '../features/compose-form/draft-lifecycle/closed-drafts';
import { handleDraftsViewDiscards } from '../features/compose-form/draft-lifecycle/discard-from-drafts-view';
import { useEditorDraft } from '../features/compose-form/hooks/use-editor-draft';
import { warnStorageFailed } from '../features/compose-form/utils/storage-warning';
import { signedInUser } from '../features/compose-form/utils/sender';
import { reopenKeptDrafts } from '../features/compose-form/undo-send/outbox';
import { useSendLater } from '../features/compose-form/undo-send/use-send-later';
import { ComposeWindow } from '../features/window/components/compose-window';

handleDraftsViewDiscards();

// Once this remote loads (the shell loads it at idle after the first rows), what was being written
// when the page went opens again, and drafts closed offline go to Gmail Drafts (now, and whenever
// the connection comes back).
void signedInUser().then(async (user) => {
  const account = user?.email;
  if (!account) return;
  await reopenKeptDrafts(account).catch(warnStorageFailed);
  void pushClosedDrafts(account);
  on('connection/resumed').subscribe(() => void pushClosedDrafts(account));
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
  const { session, notice } = useEditorDraft(
    POPUP_DRAFT_KEY,
    first.mode,
    first.replyContext,
    first.gmailDraft,
  );
  // Closed: Gmail Drafts gets what is there, and the device copy goes once Gmail has it. Sent or
  // discarded: it goes. Unmounted for any other reason (a sign-out): it stays.
  const close = () => {
    void session?.close();
    onClose();
  };
  // A message handed to the outbox leaves the popup's copy to the outbox (it deletes it once safe).
  const handedToOutbox = useRef(false);
  useBusEvent('compose/close', () => {
    if (!handedToOutbox.current) void session?.close();
  });
  const sendLater = useSendLater({
    editor: POPUP_DRAFT_KEY,
    session,
    mode: first.mode,
    replyContext: first.replyContext,
    onHandedOff: () => {
      handedToOutbox.current = true;
      onClose();
    },
  });

  return (
    <ComposeWindow title={composeTitles[first.mode]} onClose={close} openRequest={request}>
      {session && (
        <ComposeForm
          key={session.id}
          notice={notice}
          initialDraft={session.initial}
          onDraftChange={session.save}
          settleGmailDraft={session.settleGmailDraft}
          initialFocus={first.mode === 'new' ? 'to' : 'body'}
          onSent={() => {
            session.forget('sent');
            onClose();
          }}
          onDiscard={() => {
            session.discard();
            onClose();
          }}
          sendLater={sendLater}
        />
      )}
    </ComposeWindow>
  );
}
