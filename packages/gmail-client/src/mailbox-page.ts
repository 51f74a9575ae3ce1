import { gmailUserUrl } from './api-url';
import { GoogleApiError } from './errors';
import type { GmailBatch } from './gmail-batch';
import { toMailListItem, type MailListItem } from './mail-list-item';

/** Rows per page (docs/behaviour/constants.md). */
export const MAILBOX_PAGE_SIZE = 25;

const THREAD_LIST_FIELDS = 'threads/id,nextPageToken,resultSizeEstimate';

/** Part fields for a row: enough for file names, never a body. */
const PART_FIELDS = 'partId,mimeType,filename';
// parts(…,parts(…,parts(…,parts(…)))): four levels reach the files of a forwarded message.
const NESTED_PARTS = [1, 2, 3, 4].reduce(
  (inner) => `parts(${PART_FIELDS}${inner ? `,${inner}` : ''})`,
  '',
);

/**
 * threads.get `fields` for a row: ids, labels, snippet, date, the top-level headers and the parts'
 * names and types. Every `body` (data, attachmentId, size) stays on the server.
 */
export const THREAD_ROW_FIELDS =
  `id,historyId,messages(id,threadId,labelIds,snippet,internalDate,` +
  `payload(${PART_FIELDS},headers,${NESTED_PARTS}))`;

export interface MailboxPage {
  items: MailListItem[];
  /** Token of the next page; absent on the last page. */
  nextPageToken?: string;
  /** threads.list's estimate of the conversations the whole list has (Gmail: an estimate only). */
  resultSizeEstimate?: number;
  /** Conversations of this page that could not be loaded (their rows are left out); absent when 0. */
  notLoadedCount?: number;
  /** The newest historyId of the page's conversations: where history sync may start. */
  historyId?: string;
}

/** Rows of conversations asked for by id, and those that no longer exist (404). */
export interface ThreadRows {
  items: MailListItem[];
  goneThreadIds: string[];
  /** Conversations that could not be loaded for another reason. */
  failedCount: number;
  /** The newest historyId of the loaded conversations. */
  historyId?: string;
}

/** The later of two Gmail history ids (decimal strings of up to 20 digits). */
export function newerHistoryId(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return a.length > b.length || (a.length === b.length && a > b) ? a : b;
}

/** Which conversations a page lists: threads.list's filters, and the page. */
export interface ThreadListQuery {
  /** Every one must be on the conversation (threads.list `labelIds`). */
  labelIds?: string[];
  /** Gmail search (threads.list `q`). */
  q?: string;
  /** Lists Spam and Trash too, which Gmail leaves out unless asked (threads.list `includeSpamTrash`). */
  includeSpamTrash?: boolean;
  pageToken?: string;
}

/** The same key for the same query, whatever the order its fields were written in. */
export function threadListKey({
  labelIds,
  q,
  includeSpamTrash,
  pageToken,
}: ThreadListQuery): string {
  return JSON.stringify([labelIds ?? [], q ?? '', !!includeSpamTrash, pageToken ?? '']);
}

function threadListPath({ labelIds, q, includeSpamTrash, pageToken }: ThreadListQuery): string {
  const params = new URLSearchParams({ maxResults: String(MAILBOX_PAGE_SIZE) });
  for (const labelId of labelIds ?? []) params.append('labelIds', labelId);
  if (q) params.set('q', q);
  if (includeSpamTrash) params.set('includeSpamTrash', 'true');
  if (pageToken) params.set('pageToken', pageToken);
  params.set('fields', THREAD_LIST_FIELDS);
  return gmailUserUrl('', '/threads', params);
}

/**
 * One page of rows in two sequential round trips, both to the batch endpoint (one URL, so a new page,
 * view or search costs no new CORS preflight): threads.list, then threads.get of every row with the
 * row fields. A conversation that fails for good is left out and counted, so the rest still shows.
 */
export async function loadMailboxPage(
  batch: GmailBatch,
  query: ThreadListQuery,
  signal: AbortSignal,
): Promise<MailboxPage> {
  const [listed] = await batch<gapi.client.gmail.ListThreadsResponse>(
    [{ method: 'GET', path: threadListPath(query) }],
    signal,
  );
  if (!listed || 'error' in listed) throw listed?.error;
  const list = listed.value;

  const threadIds = (list.threads ?? []).flatMap((thread) => (thread.id ? [thread.id] : []));
  const { items, failedCount, historyId } = await loadThreadRows(batch, threadIds, signal);
  return {
    items,
    ...(list.nextPageToken ? { nextPageToken: list.nextPageToken } : {}),
    ...(list.resultSizeEstimate !== undefined
      ? { resultSizeEstimate: list.resultSizeEstimate }
      : {}),
    ...(failedCount > 0 ? { notLoadedCount: failedCount } : {}),
    ...(historyId ? { historyId } : {}),
  };
}

/** The rows of these conversations: one threads.get each with the row fields, in one batch. */
export async function loadThreadRows(
  batch: GmailBatch,
  threadIds: readonly string[],
  signal?: AbortSignal,
): Promise<ThreadRows> {
  const rowQuery = { format: 'full', fields: THREAD_ROW_FIELDS };
  const rows = await batch<gapi.client.gmail.Thread>(
    threadIds.map((id) => ({
      method: 'GET',
      path: gmailUserUrl('', `/threads/${encodeURIComponent(id)}`, rowQuery),
    })),
    signal,
  );
  const result: ThreadRows = { items: [], goneThreadIds: [], failedCount: 0 };
  rows.forEach((row, index) => {
    if ('value' in row) {
      const item = toMailListItem(row.value);
      if (item) result.items.push(item);
      result.historyId = newerHistoryId(result.historyId, row.value.historyId);
    } else if (row.error instanceof GoogleApiError && row.error.status === 404) {
      // A conversation deleted meanwhile is no failure: it is simply gone.
      result.goneThreadIds.push(threadIds[index] as string);
    } else {
      result.failedCount++;
    }
  });
  return result;
}

/**
 * A label's threadsTotal (a pager's "of N"): one labels.get, sent through the batch endpoint like the
 * rows so that it needs no preflight of its own.
 */
export async function loadThreadsTotal(
  batch: GmailBatch,
  labelId: string,
  signal?: AbortSignal,
): Promise<number> {
  const path = gmailUserUrl('', `/labels/${encodeURIComponent(labelId)}`, {
    fields: 'threadsTotal',
  });
  const [label] = await batch<gapi.client.gmail.Label>([{ method: 'GET', path }], signal);
  if (!label || 'error' in label) throw label?.error;
  return label.value.threadsTotal ?? 0;
}
