import { useEffect } from 'react';
import { useStore } from 'jotai';
import { isAbortError, isPassingFailure } from '@mail/gmail-client';
import { HISTORY_SYNC_INTERVAL_MS } from '../../../lib/history-sync-interval';
import { viewMakesCalls } from '../../../lib/mailbox-views';
import { navigationAtom } from '../../../stores/mailbox-store';

export interface HistorySyncTarget {
  /** Loads the shown page again, quietly. */
  reloadSilently(): void;
  /** Asks the shown view's pager total again. */
  reloadTotal(): void;
  /** A page load is under way: its answer is newer than a sync would make the rows. */
  isLoading(): boolean;
}

/**
 * New mail and labels changed elsewhere reach the shown list through Gmail's history
 * (docs/behaviour/data.md#history-sync): every HISTORY_SYNC_INTERVAL_MS while the tab is visible,
 * and at once when it is shown again or gets the focus. One sync runs at a time; its code loads with
 * the first one, after the first rows.
 */
export function useHistorySync(target: HistorySyncTarget): void {
  const store = useStore();

  useEffect(() => {
    let running: AbortController | undefined;
    const sync = () => {
      if (running || document.visibilityState !== 'visible' || target.isLoading()) return;
      if (!viewMakesCalls(store.get(navigationAtom).view)) return;
      const controller = new AbortController();
      running = controller;
      import('../../../lib/history-sync')
        .then(({ syncFromHistory }) => syncFromHistory(store, controller.signal))
        .then(
          (outcome) => {
            if (controller.signal.aborted) return;
            if (outcome === 'reload') target.reloadSilently();
            if (outcome === 'changed') target.reloadTotal();
          },
          (error: unknown) => {
            // A passing fault is the status line's to tell; the next tick tries again.
            if (isAbortError(error) || isPassingFailure(error)) return;
            console.error('Syncing the mailbox from history failed', error);
          },
        )
        .finally(() => {
          if (running === controller) running = undefined;
        });
    };
    const timer = setInterval(sync, HISTORY_SYNC_INTERVAL_MS);
    document.addEventListener('visibilitychange', sync);
    window.addEventListener('focus', sync);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', sync);
      window.removeEventListener('focus', sync);
      running?.abort();
    };
  }, [store, target]);
}
