// Tabs of this origin tell each other which draft they just changed (a BroadcastChannel), so two
// tabs on one draft never overwrite each other's text in silence.

interface DraftEdited {
  tab: string;
  account: string;
  /** The draft's Message-ID: fixed for its life, new for a copy. */
  messageId: string;
  /** When that tab opened the draft: edits made here before then are in its version. */
  openedAt: number;
}

const THIS_TAB = crypto.randomUUID();
const channel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('mail-drafts');

/**
 * Watches for another tab changing the draft `messageId()` names (this tab opened it at `openedAt`).
 * `announce` tells the other tabs this one changed it; `onChangedElsewhere` runs when another tab
 * did, with when that tab opened it.
 */
export function watchOtherTabs(
  account: string,
  messageId: () => string | undefined,
  openedAt: number,
  onChangedElsewhere: (otherOpenedAt: number) => void,
): { announce(): void; stop(): void } {
  const listener = ({ data }: MessageEvent<DraftEdited>) => {
    if (data.tab !== THIS_TAB && data.account === account && data.messageId === messageId())
      onChangedElsewhere(data.openedAt);
  };
  channel?.addEventListener('message', listener);
  return {
    announce() {
      const id = messageId();
      if (!id) return;
      channel?.postMessage({
        tab: THIS_TAB,
        account,
        messageId: id,
        openedAt,
      } satisfies DraftEdited);
    },
    stop: () => channel?.removeEventListener('message', listener),
  };
}
