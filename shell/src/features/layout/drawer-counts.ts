import { useEffect, useState } from 'react';
import { getGoogleClient, isAbortError, type GoogleClient } from '@mail/gmail-client';
import { listUserLabels, threadsUnread, type UserLabel } from '@mail/gmail-client/labels';

/** What the drawer shows beyond its fixed entries: the user's labels and the unread counts. */
export interface DrawerCounts {
  labels: readonly UserLabel[];
  /** Unread conversations by drawer key: 'important', 'others', 'spam' and each label's id. */
  unread: Readonly<Record<string, number>>;
}

const NOTHING: DrawerCounts = { labels: [], unread: {} };

/**
 * Important is important mail in the inbox: no label counts it, so its unread conversations are
 * threads.list's estimate (the only count Gmail gives for two labels at once).
 */
async function importantUnread(client: GoogleClient, signal: AbortSignal): Promise<number> {
  const answer = await client.requestGmail<gapi.client.gmail.ListThreadsResponse>(
    {
      method: 'GET',
      path: '/threads',
      params: {
        labelIds: 'IMPORTANT',
        q: 'in:inbox is:unread',
        maxResults: '1',
        fields: 'resultSizeEstimate',
      },
      delivery: 'idempotent',
    },
    { signal },
  );
  return answer.resultSizeEstimate ?? 0;
}

/** Loads the labels and every count, each on its own: one that fails leaves only its count out. */
async function loadDrawerCounts(
  signal: AbortSignal,
  onCount: (key: string, count: number) => void,
): Promise<readonly UserLabel[]> {
  const client = getGoogleClient();
  const count = (key: string, load: Promise<number>) =>
    load.then(
      (value) => onCount(key, value),
      (error: unknown) => {
        if (!isAbortError(error)) console.warn(`The ${key} count could not be loaded`, error);
      },
    );
  void count('important', importantUnread(client, signal));
  void count('others', threadsUnread(client, 'INBOX', { signal }));
  void count('spam', threadsUnread(client, 'SPAM', { signal }));
  const labels = await listUserLabels(client);
  for (const label of labels) void count(label.id, threadsUnread(client, label.id, { signal }));
  return labels;
}

/**
 * The drawer's labels and unread counts, asked each time it opens (counts change as mail is read);
 * the drawer shows its entries at once and each count as it arrives.
 */
export function useDrawerCounts(open: boolean): DrawerCounts {
  const [counts, setCounts] = useState<DrawerCounts>(NOTHING);
  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    const onCount = (key: string, value: number) =>
      setCounts((latest) => ({ ...latest, unread: { ...latest.unread, [key]: value } }));
    loadDrawerCounts(controller.signal, onCount)
      .then((labels) => {
        if (!controller.signal.aborted) setCounts((latest) => ({ ...latest, labels }));
      })
      .catch((error: unknown) => console.warn('Labels could not be loaded', error));
    return () => controller.abort();
  }, [open]);
  return counts;
}
