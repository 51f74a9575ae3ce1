import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'jotai';
import {
  describeGoogleError,
  isAbortError,
  isPassingFailure,
  isScopeRefusal,
} from '@mail/gmail-client';
import { useBusEvent } from '@mail/event-bus';
import { IDLE, WAITING, type LoadMode } from '../../../lib/list-display';
import type { MailboxNavigation } from '../../../lib/mailbox-navigation';
import { viewMakesCalls } from '../../../lib/mailbox-views';
import {
  currentPageKeyAtom,
  loadStatusAtom,
  navigationAtom,
  pageLoadedAtom,
  showFreshKeptPageAtom,
  totalLoadedAtom,
} from '../../../stores/mailbox-store';
import { getMailboxPage, getMailboxTotal } from '../api/get-mailbox-page';
import { useHistorySync, type HistorySyncTarget } from './use-history-sync';

/** How long a kept page is shown again without asking (docs/behaviour/mailbox.md#loading-and-refresh). */
const KEPT_PAGE_MAX_AGE_MS = 60_000;

const MAIL_REFUSED_MESSAGE =
  'You did not give this app access to your Gmail, so your mail cannot be shown.';

export interface MailboxLoader {
  /** Loads the current page again (see `LoadMode`). */
  reload(mode: LoadMode): void;
}

/**
 * Keeps the shown list loaded: on mount and whenever the view, search or page changes, unless that
 * page is kept whole from less than 60 s ago (Back, "previous", a tab seen a moment ago paint at once,
 * with no request); from Gmail's history while shown (`useHistorySync`), reloaded when history cannot
 * say; when the bus says the mailbox changed; and at once
 * when gmail-client says Google answers again after a passing fault, or the tab is shown after a long time ('connection/resumed').
 * A load that fails for a passing reason waits for that, quietly (the shell's status line speaks).
 * The pager total is asked beside the rows and never holds them back. A new load aborts the one
 * running, except that a silent refresh never interrupts a load the user is waiting for. Use once
 * per mailbox.
 */
export function useMailboxLoader(): MailboxLoader {
  const store = useStore();
  const running = useRef<AbortController | null>(null);
  /** What to do once the running load ends (Google answered again meanwhile: load again). */
  const afterRunning = useRef<(() => void) | null>(null);

  const loadTotal = useCallback(
    (navigation: MailboxNavigation, signal?: AbortSignal) =>
      getMailboxTotal(navigation, signal).then(
        (total) => {
          if (total !== undefined) store.set(totalLoadedAtom, { view: navigation.view, total });
        },
        () => undefined, // only the pager's "of N": the rows say what matters
      ),
    [store],
  );

  const reload = useCallback(
    (mode: LoadMode) => {
      const navigation = store.get(navigationAtom);
      if (mode === 'silent' && running.current) return;
      afterRunning.current = null;
      running.current?.abort();
      running.current = null;
      if (!viewMakesCalls(navigation.view)) {
        store.set(loadStatusAtom, IDLE);
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      if (mode !== 'silent') store.set(loadStatusAtom, { phase: 'loading', mode });
      void loadTotal(navigation, controller.signal);
      getMailboxPage(navigation, controller.signal)
        .then(
          (page) => {
            if (controller.signal.aborted) return;
            store.set(pageLoadedAtom, { navigation, page });
            store.set(loadStatusAtom, IDLE);
          },
          (error: unknown) => {
            if (controller.signal.aborted || isAbortError(error)) return;
            if (isPassingFailure(error)) {
              store.set(loadStatusAtom, WAITING);
              return;
            }
            console.error('Loading the mailbox failed', error);
            if (mode === 'silent' && store.get(loadStatusAtom).phase !== 'waiting') return;
            store.set(
              loadStatusAtom,
              isScopeRefusal(error)
                ? { phase: 'failed', message: MAIL_REFUSED_MESSAGE, refused: true }
                : {
                    phase: 'failed',
                    message: `Could not load your messages. ${describeGoogleError(error)}`,
                  },
            );
          },
        )
        .finally(() => {
          if (running.current !== controller) return;
          running.current = null;
          afterRunning.current?.();
        });
    },
    [loadTotal, store],
  );

  useEffect(() => {
    const stopLoading = () => {
      running.current?.abort();
      running.current = null;
    };
    const showCurrentPage = () => {
      const kept = store.set(showFreshKeptPageAtom, {
        maxAgeMs: KEPT_PAGE_MAX_AGE_MS,
        now: Date.now(),
      });
      if (kept) store.set(loadStatusAtom, IDLE);
      else reload('normal');
    };
    showCurrentPage();
    // Followed in the store, not by rendering: another page re-renders the list and the pager, not
    // the whole screen, and a kept page is settled before it renders.
    const unsubscribe = store.sub(currentPageKeyAtom, () => {
      stopLoading();
      showCurrentPage();
    });
    return () => {
      unsubscribe();
      stopLoading();
    };
  }, [reload, store]);

  const refreshFirstPage = useCallback(() => {
    if (store.get(navigationAtom).pageIndex === 0) reload('silent');
  }, [reload, store]);

  const syncTarget = useMemo(
    (): HistorySyncTarget => ({
      reloadSilently: () => reload('silent'),
      reloadTotal: () => void loadTotal(store.get(navigationAtom)),
      isLoading: () => running.current !== null,
    }),
    [loadTotal, reload, store],
  );
  useHistorySync(syncTarget);

  // A load under way may hold failures from before Google answered again: it loads again after.
  useBusEvent('connection/resumed', () => {
    if (running.current) afterRunning.current = () => reload('silent');
    else reload('silent');
  });
  useBusEvent('thread/archived', refreshFirstPage);
  useBusEvent('mail/sent', refreshFirstPage);

  return { reload };
}
