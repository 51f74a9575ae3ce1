import { getGoogleClient } from '@mail/gmail-client';
import { HISTORY_EXPIRED, listMailboxChanges } from '@mail/gmail-client/history';
import type { MailboxStore } from '../stores/mailbox-store';
import { historyIdAtom, listsAtom, navigationAtom } from '../stores/mailbox-store';
import { withSyncedRows } from './synced-rows';

/**
 * More changed conversations than this, and reloading the page (two requests) is cheaper than a
 * row each; it is also one batch's worth (Google takes 100 calls per batch).
 */
const MAX_THREADS_APPLIED = 25;

/**
 * What the caller does after a sync: nothing ('synced': nothing changed), ask the pager total again
 * ('changed': rows were put in place), or reload the shown page.
 */
export type SyncOutcome = 'synced' | 'changed' | 'reload';

/** The mailbox's history id now (getProfile): where sync starts when it has none, or too old a one. */
async function currentHistoryId(signal: AbortSignal): Promise<string | undefined> {
  const [profile] = await getGoogleClient().batchGmail<gapi.client.gmail.Profile>(
    [{ method: 'GET', path: '/profile', params: { fields: 'historyId' } }],
    { signal },
  );
  if (!profile || 'error' in profile) throw profile?.error;
  return profile.value.historyId;
}

/**
 * Brings the kept rows up to date from Gmail's history (docs/behaviour/data.md#history-sync): the
 * conversations changed since the last history id are asked for by id and put in place. The shown
 * page is to be reloaded instead when there is no usable history id (none yet, or Google answers 404
 * for one too old), when too many conversations changed, and when a search is shown whose
 * membership labels cannot decide.
 */
export async function syncFromHistory(
  store: MailboxStore,
  signal: AbortSignal,
): Promise<SyncOutcome> {
  const client = getGoogleClient();
  const start = store.get(historyIdAtom);
  const changes = start
    ? await listMailboxChanges(client, start, MAX_THREADS_APPLIED, signal)
    : HISTORY_EXPIRED;
  if (changes === HISTORY_EXPIRED) {
    // Read before the reload, so that the reloaded page holds every change after it.
    store.set(historyIdAtom, await currentHistoryId(signal));
    return 'reload';
  }
  const navigation = store.get(navigationAtom);
  const { threadIds } = changes;
  if (threadIds.length === 0) {
    store.set(historyIdAtom, changes.historyId);
    return 'synced';
  }
  if (threadIds.length > MAX_THREADS_APPLIED || navigation.view === 'SEARCH') {
    store.set(historyIdAtom, changes.historyId);
    return 'reload';
  }
  const rows = await client.loadThreadRows(threadIds, { signal });
  if (signal.aborted) return 'synced';
  // A conversation that could not be loaded now is asked for again next time.
  if (rows.failedCount === 0) store.set(historyIdAtom, changes.historyId);
  const synced = { rows: rows.items, goneThreadIds: rows.goneThreadIds };
  store.set(listsAtom, withSyncedRows(store.get(listsAtom), navigation, synced));
  return 'changed';
}
