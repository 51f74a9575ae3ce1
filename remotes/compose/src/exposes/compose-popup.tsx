import { useState } from 'react';
import type { ComposePopupProps } from '@mail/contracts';
import { loadDraft, POPUP_DRAFT_KEY } from '@mail/drafts';
import { publish, useBusEvent } from '@mail/event-bus';
import { composeTitles } from '../compose-titles';
import { ComposeForm } from '../features/compose-form/components/compose-form';
import { useDraftSession } from '../features/compose-form/hooks/use-draft-session';
import { signedInUser } from '../features/compose-form/utils/sender';
import { ComposeWindow } from '../features/window/components/compose-window';

/**
 * A popup that was open when the page went (reload, crash, a sign-in again) opens again with its
 * draft once this remote loads (the shell loads it at idle after the first rows).
 */
async function reopenKeptPopup() {
  const account = (await signedInUser())?.email;
  if (!account) return;
  const kept = await loadDraft(POPUP_DRAFT_KEY, account).catch(() => undefined);
  if (!kept) return;
  publish({
    type: 'compose/open',
    mode: kept.mode,
    ...(kept.replyContext ? { replyContext: kept.replyContext } : {}),
  });
}
void reopenKeptPopup();

/**
 * ./ComposePopup: the "New Message" window. The shell keeps one: asking again (Compose, `c`) brings
 * the same window back with what was typed, never a second one. Its draft lives on the device until
 * it is sent or closed, so a reload, a crash or a sign-out for a dead token loses nothing.
 */
export default function ComposePopup({ request, onClose }: ComposePopupProps) {
  // The first request decides what is composed; later ones only bring the window back.
  const [first] = useState(request);
  const session = useDraftSession(POPUP_DRAFT_KEY, first.mode, first.replyContext);
  // Closed or sent: the draft goes. Unmounted for any other reason (a sign-out): it stays.
  const close = () => {
    session?.discard();
    onClose();
  };
  useBusEvent('compose/close', () => session?.discard());
  return (
    <ComposeWindow title={composeTitles[first.mode]} onClose={close} openRequest={request}>
      {session && (
        <ComposeForm
          initialDraft={session.initial}
          onDraftChange={session.save}
          initialFocus={first.mode === 'new' ? 'to' : 'body'}
          onSent={close}
        />
      )}
    </ComposeWindow>
  );
}
