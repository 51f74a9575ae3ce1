import { useEffect } from 'react';
import { loadRemoteComponent, type RemoteModuleId } from '@mail/federation';
import { loadDrawer } from '../features/layout/shell-layout';
import { afterFirstRows } from '../lib/after-first-rows';
import { whenIdle } from '../lib/when-idle';

/** What the reader may open from the mailbox: its code loads once the mailbox is on screen. */
const NEXT_SCREENS = [
  'conversation/Conversation',
  'compose/ComposePopup',
  'compose/ReplyEditor',
] as const satisfies readonly RemoteModuleId[];

/**
 * Once the mailbox has painted its first rows, loads the conversation and compose remotes (and the
 * drawer) at idle, so opening a message, the editor or the menu never waits for its code. Never before: it would compete with the
 * first screen.
 */
export function usePrefetchNextScreens(): void {
  useEffect(
    () =>
      afterFirstRows(() =>
        whenIdle(() => {
          // A failure here is not the reader's concern: the slot loads (and reports) it when opened.
          for (const id of NEXT_SCREENS) loadRemoteComponent(id).catch(() => undefined);
          loadDrawer().catch(() => undefined);
        }),
      ),
    [],
  );
}
