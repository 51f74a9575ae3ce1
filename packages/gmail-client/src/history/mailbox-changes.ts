import { GoogleApiError } from '../errors';
import type { GoogleClient } from '../google-client';

/** What history sync needs of the page's client. */
export type HistoryClient = Pick<GoogleClient, 'batchGmail'>;

/** The conversations changed since a history id, and the mailbox's history id now. */
export interface MailboxChanges {
  historyId: string;
  /** Conversations whose messages or labels changed, or that lost a message, first change first. */
  threadIds: string[];
}

/** Google keeps a week or so of history: an older start id answers 404 and the list must reload. */
export const HISTORY_EXPIRED = 'expired';

/** Records per history.list page (Google's maximum). */
const PAGE_SIZE = '500';

/** Each change type's records say which thread they touched; `messages` would repeat them. */
const CHANGE_FIELDS = ['messagesAdded', 'messagesDeleted', 'labelsAdded', 'labelsRemoved'] as const;
const FIELDS = `historyId,nextPageToken,history(${CHANGE_FIELDS.map((field) => `${field}/message/threadId`).join(',')})`;

/**
 * users.history.list from `startHistoryId`, every page, sent through the batch endpoint like the rows
 * (no preflight of its own): the conversations changed and the id to start from next time, or
 * HISTORY_EXPIRED when Google no longer has history that old. Stops after `maxThreads` conversations:
 * the caller reloads the list instead, which is then cheaper.
 */
export async function listMailboxChanges(
  client: HistoryClient,
  startHistoryId: string,
  maxThreads: number,
  signal?: AbortSignal,
): Promise<MailboxChanges | typeof HISTORY_EXPIRED> {
  const threadIds = new Set<string>();
  let pageToken: string | undefined;
  let historyId = startHistoryId;
  do {
    const params: Record<string, string> = {
      startHistoryId,
      maxResults: PAGE_SIZE,
      fields: FIELDS,
    };
    if (pageToken) params.pageToken = pageToken;
    const [outcome] = await client.batchGmail<gapi.client.gmail.ListHistoryResponse>(
      [{ method: 'GET', path: '/history', params }],
      { signal },
    );
    if (!outcome) throw new Error('history.list: no answer in the batch');
    if ('error' in outcome) {
      if (outcome.error instanceof GoogleApiError && outcome.error.status === 404) {
        return HISTORY_EXPIRED;
      }
      throw outcome.error;
    }
    const page = outcome.value;
    for (const record of page.history ?? []) {
      for (const field of CHANGE_FIELDS) {
        for (const change of record[field] ?? []) {
          if (change.message?.threadId) threadIds.add(change.message.threadId);
        }
      }
    }
    historyId = page.historyId ?? historyId;
    pageToken = page.nextPageToken;
  } while (pageToken && threadIds.size <= maxThreads);
  return { historyId, threadIds: [...threadIds] };
}
