import { useState } from 'react';
import type { ComposePopupProps } from '@mail/contracts';
import { composeTitles } from '../compose-titles';
import { ComposeForm } from '../features/compose-form/components/compose-form';
import { useInitialDraft } from '../features/compose-form/hooks/use-initial-draft';
import { ComposeWindow } from '../features/window/components/compose-window';

/**
 * ./ComposePopup: the "New Message" window. The shell keeps one: asking again (Compose, `c`) brings
 * the same window back with what was typed, never a second one.
 */
export default function ComposePopup({ request, onClose }: ComposePopupProps) {
  // The first request decides what is composed; later ones only bring the window back.
  const [first] = useState(request);
  const draft = useInitialDraft(first.mode, first.replyContext);
  return (
    <ComposeWindow title={composeTitles[first.mode]} onClose={onClose} openRequest={request}>
      {draft && (
        <ComposeForm
          initialDraft={draft}
          initialFocus={first.mode === 'new' ? 'to' : 'body'}
          onSent={onClose}
        />
      )}
    </ComposeWindow>
  );
}
